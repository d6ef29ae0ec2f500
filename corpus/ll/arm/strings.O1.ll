; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@main.src = internal constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 1
@text = internal global [128 x i8] zeroinitializer, align 1
@main.needles = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)], align 4
@.str = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"quick brown\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@scratch = internal global [160 x i8] zeroinitializer, align 1
@main.nums = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i32 0)], align 4
@.str.8 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"42\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"-17\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"  +2024\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"-2147483647\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"123abc\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"   -0\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"99999\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.17 = private unnamed_addr constant [4 x i8] c"abd\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"\80\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"\7F\00", align 1
@h = internal unnamed_addr global i32 -2128831035, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %2 = call i32 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %3 = icmp eq i32 %2, 43
  br i1 %3, label %5, label %4

4:                                                ; preds = %0
  call void @abort() #2
  br label %5

5:                                                ; preds = %4, %0
  %6 = call i32 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %46, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i32 0, i32 %6
  %10 = getelementptr inbounds i8, i8* %9, i32 -1
  %11 = icmp ugt i8* %10, getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)
  br i1 %11, label %12, label %20

12:                                               ; preds = %8, %12
  %13 = phi i8* [ %17, %12 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %8 ]
  %14 = phi i8* [ %18, %12 ], [ %10, %8 ]
  %15 = load i8, i8* %13, align 1, !tbaa !7
  %16 = load i8, i8* %14, align 1, !tbaa !7
  %17 = getelementptr inbounds i8, i8* %13, i32 1
  store i8 %16, i8* %13, align 1, !tbaa !7
  %18 = getelementptr inbounds i8, i8* %14, i32 -1
  store i8 %15, i8* %14, align 1, !tbaa !7
  %19 = icmp ult i8* %17, %18
  br i1 %19, label %12, label %20, !llvm.loop !10

20:                                               ; preds = %12, %8
  br label %21

21:                                               ; preds = %20, %43
  %22 = phi i8* [ %44, %43 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %20 ]
  %23 = phi i8* [ %45, %43 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %20 ]
  %24 = load i8, i8* %23, align 1, !tbaa !7
  switch i8 %24, label %43 [
    i8 32, label %25
    i8 0, label %25
  ]

25:                                               ; preds = %21, %21
  %26 = icmp ugt i8* %23, %22
  %27 = getelementptr inbounds i8, i8* %23, i32 -1
  %28 = icmp ult i8* %22, %27
  %29 = select i1 %26, i1 %28, i1 false
  br i1 %29, label %30, label %38

30:                                               ; preds = %25, %30
  %31 = phi i8* [ %35, %30 ], [ %22, %25 ]
  %32 = phi i8* [ %36, %30 ], [ %27, %25 ]
  %33 = load i8, i8* %31, align 1, !tbaa !7
  %34 = load i8, i8* %32, align 1, !tbaa !7
  %35 = getelementptr inbounds i8, i8* %31, i32 1
  store i8 %34, i8* %31, align 1, !tbaa !7
  %36 = getelementptr inbounds i8, i8* %32, i32 -1
  store i8 %33, i8* %32, align 1, !tbaa !7
  %37 = icmp ult i8* %35, %36
  br i1 %37, label %30, label %38, !llvm.loop !10

38:                                               ; preds = %30, %25
  %39 = load i8, i8* %23, align 1, !tbaa !7
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %46, label %41

41:                                               ; preds = %38
  %42 = getelementptr inbounds i8, i8* %23, i32 1
  br label %43

43:                                               ; preds = %41, %21
  %44 = phi i8* [ %42, %41 ], [ %22, %21 ]
  %45 = getelementptr inbounds i8, i8* %23, i32 1
  br label %21, !llvm.loop !13

46:                                               ; preds = %38, %5
  %47 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !7
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %57, label %49

49:                                               ; preds = %46, %49
  %50 = phi i8 [ %55, %49 ], [ %47, %46 ]
  %51 = phi i8* [ %52, %49 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %46 ]
  %52 = getelementptr inbounds i8, i8* %51, i32 1
  %53 = zext i8 %50 to i32
  %54 = call i32 @putchar(i32 noundef %53) #2
  %55 = load i8, i8* %52, align 1, !tbaa !7
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %57, label %49, !llvm.loop !14

57:                                               ; preds = %49, %46
  %58 = call i32 @putchar(i32 noundef 10) #2
  %59 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !7
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %74, label %61

61:                                               ; preds = %57
  %62 = load i32, i32* @h, align 4, !tbaa !15
  br label %63

63:                                               ; preds = %63, %61
  %64 = phi i8 [ %71, %63 ], [ %59, %61 ]
  %65 = phi i8* [ %67, %63 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %61 ]
  %66 = phi i32 [ %70, %63 ], [ %62, %61 ]
  %67 = getelementptr inbounds i8, i8* %65, i32 1
  %68 = zext i8 %64 to i32
  %69 = xor i32 %66, %68
  %70 = mul i32 %69, 16777619
  %71 = load i8, i8* %67, align 1, !tbaa !7
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %73, label %63, !llvm.loop !17

73:                                               ; preds = %63
  store i32 %70, i32* @h, align 4, !tbaa !15
  br label %74

74:                                               ; preds = %57, %73
  %75 = call i32 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)) #2
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %115, label %77

77:                                               ; preds = %74
  %78 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i32 0, i32 %75
  %79 = getelementptr inbounds i8, i8* %78, i32 -1
  %80 = icmp ugt i8* %79, getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0)
  br i1 %80, label %81, label %89

81:                                               ; preds = %77, %81
  %82 = phi i8* [ %86, %81 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %77 ]
  %83 = phi i8* [ %87, %81 ], [ %79, %77 ]
  %84 = load i8, i8* %82, align 1, !tbaa !7
  %85 = load i8, i8* %83, align 1, !tbaa !7
  %86 = getelementptr inbounds i8, i8* %82, i32 1
  store i8 %85, i8* %82, align 1, !tbaa !7
  %87 = getelementptr inbounds i8, i8* %83, i32 -1
  store i8 %84, i8* %83, align 1, !tbaa !7
  %88 = icmp ult i8* %86, %87
  br i1 %88, label %81, label %89, !llvm.loop !10

89:                                               ; preds = %81, %77
  br label %90

90:                                               ; preds = %89, %112
  %91 = phi i8* [ %113, %112 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %89 ]
  %92 = phi i8* [ %114, %112 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %89 ]
  %93 = load i8, i8* %92, align 1, !tbaa !7
  switch i8 %93, label %112 [
    i8 32, label %94
    i8 0, label %94
  ]

94:                                               ; preds = %90, %90
  %95 = icmp ugt i8* %92, %91
  %96 = getelementptr inbounds i8, i8* %92, i32 -1
  %97 = icmp ult i8* %91, %96
  %98 = select i1 %95, i1 %97, i1 false
  br i1 %98, label %99, label %107

99:                                               ; preds = %94, %99
  %100 = phi i8* [ %104, %99 ], [ %91, %94 ]
  %101 = phi i8* [ %105, %99 ], [ %96, %94 ]
  %102 = load i8, i8* %100, align 1, !tbaa !7
  %103 = load i8, i8* %101, align 1, !tbaa !7
  %104 = getelementptr inbounds i8, i8* %100, i32 1
  store i8 %103, i8* %100, align 1, !tbaa !7
  %105 = getelementptr inbounds i8, i8* %101, i32 -1
  store i8 %102, i8* %101, align 1, !tbaa !7
  %106 = icmp ult i8* %104, %105
  br i1 %106, label %99, label %107, !llvm.loop !10

107:                                              ; preds = %99, %94
  %108 = load i8, i8* %92, align 1, !tbaa !7
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %115, label %110

110:                                              ; preds = %107
  %111 = getelementptr inbounds i8, i8* %92, i32 1
  br label %112

112:                                              ; preds = %110, %90
  %113 = phi i8* [ %111, %110 ], [ %91, %90 ]
  %114 = getelementptr inbounds i8, i8* %92, i32 1
  br label %90, !llvm.loop !13

115:                                              ; preds = %107, %74
  %116 = call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %119, label %118

118:                                              ; preds = %115
  call void @abort() #2
  br label %119

119:                                              ; preds = %118, %115
  br label %120

120:                                              ; preds = %119, %157
  %121 = phi i32 [ %158, %157 ], [ 0, %119 ]
  %122 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i32 0, i32 %121
  br label %160

123:                                              ; preds = %157
  %124 = call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), i32 noundef 46, i32 noundef 159) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 159), align 1, !tbaa !7
  %125 = call i8* @memcpy(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 10), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 20) #2
  %126 = call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 15), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 10), i32 noundef 20) #2
  %127 = call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 5), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 12), i32 noundef 25) #2
  %128 = call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 40), i32 noundef 120, i32 noundef 7) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 60), align 1, !tbaa !7
  %129 = load i8, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), align 1, !tbaa !7
  %130 = icmp eq i8 %129, 0
  br i1 %130, label %139, label %131

131:                                              ; preds = %123, %131
  %132 = phi i8 [ %137, %131 ], [ %129, %123 ]
  %133 = phi i8* [ %134, %131 ], [ getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), %123 ]
  %134 = getelementptr inbounds i8, i8* %133, i32 1
  %135 = zext i8 %132 to i32
  %136 = call i32 @putchar(i32 noundef %135) #2
  %137 = load i8, i8* %134, align 1, !tbaa !7
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %139, label %131, !llvm.loop !14

139:                                              ; preds = %131, %123
  %140 = call i32 @putchar(i32 noundef 10) #2
  %141 = load i8, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), align 1, !tbaa !7
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %156, label %143

143:                                              ; preds = %139
  %144 = load i32, i32* @h, align 4, !tbaa !15
  br label %145

145:                                              ; preds = %145, %143
  %146 = phi i8 [ %153, %145 ], [ %141, %143 ]
  %147 = phi i8* [ %149, %145 ], [ getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i32 0, i32 0), %143 ]
  %148 = phi i32 [ %152, %145 ], [ %144, %143 ]
  %149 = getelementptr inbounds i8, i8* %147, i32 1
  %150 = zext i8 %146 to i32
  %151 = xor i32 %148, %150
  %152 = mul i32 %151, 16777619
  %153 = load i8, i8* %149, align 1, !tbaa !7
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %155, label %145, !llvm.loop !17

155:                                              ; preds = %145
  store i32 %152, i32* @h, align 4, !tbaa !15
  br label %156

156:                                              ; preds = %139, %155
  br label %185

157:                                              ; preds = %176
  %158 = add nuw nsw i32 %121, 1
  %159 = icmp eq i32 %158, 3
  br i1 %159, label %123, label %120, !llvm.loop !18

160:                                              ; preds = %120, %176
  %161 = phi i32 [ 0, %120 ], [ %181, %176 ]
  %162 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i32 0, i32 %161
  %163 = load i8*, i8** %162, align 4, !tbaa !19
  %164 = call i32 @strlen(i8* noundef nonnull %122) #2
  %165 = call i32 @strlen(i8* noundef %163) #2
  %166 = icmp ugt i32 %165, %164
  br i1 %166, label %176, label %167

167:                                              ; preds = %160, %172
  %168 = phi i32 [ %173, %172 ], [ 0, %160 ]
  %169 = getelementptr inbounds i8, i8* %122, i32 %168
  %170 = call i32 @memcmp(i8* noundef nonnull %169, i8* noundef %163, i32 noundef %165) #2
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %176, label %172

172:                                              ; preds = %167
  %173 = add i32 %168, 1
  %174 = add i32 %173, %165
  %175 = icmp ugt i32 %174, %164
  br i1 %175, label %176, label %167, !llvm.loop !21

176:                                              ; preds = %167, %172, %160
  %177 = phi i32 [ -1, %160 ], [ -1, %172 ], [ %168, %167 ]
  %178 = load i32, i32* @h, align 4, !tbaa !15
  %179 = xor i32 %178, %177
  %180 = mul i32 %179, 16777619
  store i32 %180, i32* @h, align 4, !tbaa !15
  %181 = add nuw nsw i32 %161, 1
  %182 = icmp eq i32 %181, 8
  br i1 %182, label %157, label %160, !llvm.loop !22

183:                                              ; preds = %254
  %184 = load i32, i32* @h, align 4, !tbaa !15
  br label %276

185:                                              ; preds = %156, %254
  %186 = phi i32 [ %255, %254 ], [ 1, %156 ]
  %187 = call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %188 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !7
  %189 = icmp eq i8 %188, 0
  br i1 %189, label %211, label %190

190:                                              ; preds = %185, %207
  %191 = phi i8 [ %209, %207 ], [ %188, %185 ]
  %192 = phi i8* [ %208, %207 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %185 ]
  %193 = zext i8 %191 to i32
  %194 = add i8 %191, -97
  %195 = icmp ult i8 %194, 26
  br i1 %195, label %199, label %196

196:                                              ; preds = %190
  %197 = add i8 %191, -65
  %198 = icmp ult i8 %197, 26
  br i1 %198, label %199, label %207

199:                                              ; preds = %196, %190
  %200 = phi i32 [ -97, %190 ], [ -65, %196 ]
  %201 = phi i8 [ 97, %190 ], [ 65, %196 ]
  %202 = add nuw i32 %186, %193
  %203 = add i32 %202, %200
  %204 = srem i32 %203, 26
  %205 = trunc i32 %204 to i8
  %206 = add i8 %201, %205
  store i8 %206, i8* %192, align 1, !tbaa !7
  br label %207

207:                                              ; preds = %199, %196
  %208 = getelementptr inbounds i8, i8* %192, i32 1
  %209 = load i8, i8* %208, align 1, !tbaa !7
  %210 = icmp eq i8 %209, 0
  br i1 %210, label %211, label %190, !llvm.loop !23

211:                                              ; preds = %207, %185
  %212 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), align 1, !tbaa !7
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %227, label %214

214:                                              ; preds = %211
  %215 = load i32, i32* @h, align 4, !tbaa !15
  br label %216

216:                                              ; preds = %216, %214
  %217 = phi i8 [ %224, %216 ], [ %212, %214 ]
  %218 = phi i8* [ %220, %216 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %214 ]
  %219 = phi i32 [ %223, %216 ], [ %215, %214 ]
  %220 = getelementptr inbounds i8, i8* %218, i32 1
  %221 = zext i8 %217 to i32
  %222 = xor i32 %219, %221
  %223 = mul i32 %222, 16777619
  %224 = load i8, i8* %220, align 1, !tbaa !7
  %225 = icmp eq i8 %224, 0
  br i1 %225, label %226, label %216, !llvm.loop !17

226:                                              ; preds = %216
  store i32 %223, i32* @h, align 4, !tbaa !15
  br label %227

227:                                              ; preds = %211, %226
  %228 = sub nuw nsw i32 26, %186
  br i1 %213, label %250, label %229

229:                                              ; preds = %227, %246
  %230 = phi i8 [ %248, %246 ], [ %212, %227 ]
  %231 = phi i8* [ %247, %246 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), %227 ]
  %232 = zext i8 %230 to i32
  %233 = add i8 %230, -97
  %234 = icmp ult i8 %233, 26
  br i1 %234, label %238, label %235

235:                                              ; preds = %229
  %236 = add i8 %230, -65
  %237 = icmp ult i8 %236, 26
  br i1 %237, label %238, label %246

238:                                              ; preds = %235, %229
  %239 = phi i32 [ -97, %229 ], [ -65, %235 ]
  %240 = phi i8 [ 97, %229 ], [ 65, %235 ]
  %241 = add i32 %228, %232
  %242 = add i32 %241, %239
  %243 = srem i32 %242, 26
  %244 = trunc i32 %243 to i8
  %245 = add i8 %240, %244
  store i8 %245, i8* %231, align 1, !tbaa !7
  br label %246

246:                                              ; preds = %238, %235
  %247 = getelementptr inbounds i8, i8* %231, i32 1
  %248 = load i8, i8* %247, align 1, !tbaa !7
  %249 = icmp eq i8 %248, 0
  br i1 %249, label %250, label %229, !llvm.loop !23

250:                                              ; preds = %246, %227
  %251 = call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i32 0, i32 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i32 0, i32 0), i32 noundef 44) #2
  %252 = icmp eq i32 %251, 0
  br i1 %252, label %254, label %253

253:                                              ; preds = %250
  call void @abort() #2
  br label %254

254:                                              ; preds = %250, %253
  %255 = add nuw nsw i32 %186, 3
  %256 = icmp ult i32 %186, 23
  br i1 %256, label %185, label %183, !llvm.loop !24

257:                                              ; preds = %308
  store i32 %312, i32* @h, align 4, !tbaa !15
  %258 = call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i32 noundef 3) #2
  %259 = lshr i32 %258, 31
  %260 = load i32, i32* @h, align 4, !tbaa !15
  %261 = xor i32 %260, %259
  %262 = mul i32 %261, 16777619
  store i32 %262, i32* @h, align 4, !tbaa !15
  %263 = call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i32 0, i32 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i32 0, i32 0), i32 noundef 3) #2
  %264 = icmp sgt i32 %263, 0
  %265 = zext i1 %264 to i32
  %266 = load i32, i32* @h, align 4, !tbaa !15
  %267 = xor i32 %266, %265
  %268 = mul i32 %267, 16777619
  store i32 %268, i32* @h, align 4, !tbaa !15
  %269 = call i32 @memcmp(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i32 0, i32 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.19, i32 0, i32 0), i32 noundef 1) #2
  %270 = icmp sgt i32 %269, 0
  %271 = zext i1 %270 to i32
  %272 = load i32, i32* @h, align 4, !tbaa !15
  %273 = xor i32 %272, %271
  %274 = mul i32 %273, 16777619
  store i32 %274, i32* @h, align 4, !tbaa !15
  %275 = and i32 %274, 2147483647
  ret i32 %275

276:                                              ; preds = %183, %308
  %277 = phi i32 [ 0, %183 ], [ %313, %308 ]
  %278 = phi i32 [ %184, %183 ], [ %312, %308 ]
  %279 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.nums, i32 0, i32 %277
  %280 = load i8*, i8** %279, align 4, !tbaa !19
  br label %281

281:                                              ; preds = %284, %276
  %282 = phi i8* [ %280, %276 ], [ %285, %284 ]
  %283 = load i8, i8* %282, align 1, !tbaa !7
  switch i8 %283, label %290 [
    i8 32, label %284
    i8 45, label %286
    i8 43, label %288
  ]

284:                                              ; preds = %281
  %285 = getelementptr inbounds i8, i8* %282, i32 1
  br label %281, !llvm.loop !25

286:                                              ; preds = %281
  %287 = getelementptr inbounds i8, i8* %282, i32 1
  br label %290

288:                                              ; preds = %281
  %289 = getelementptr inbounds i8, i8* %282, i32 1
  br label %290

290:                                              ; preds = %281, %288, %286
  %291 = phi i8* [ %287, %286 ], [ %289, %288 ], [ %282, %281 ]
  %292 = phi i32 [ -1, %286 ], [ 1, %288 ], [ 1, %281 ]
  %293 = load i8, i8* %291, align 1, !tbaa !7
  %294 = add i8 %293, -48
  %295 = icmp ult i8 %294, 10
  br i1 %295, label %296, label %308

296:                                              ; preds = %290, %296
  %297 = phi i8 [ %305, %296 ], [ %293, %290 ]
  %298 = phi i32 [ %304, %296 ], [ 0, %290 ]
  %299 = phi i8* [ %302, %296 ], [ %291, %290 ]
  %300 = zext i8 %297 to i32
  %301 = mul nsw i32 %298, 10
  %302 = getelementptr inbounds i8, i8* %299, i32 1
  %303 = add nsw i32 %300, -48
  %304 = add i32 %303, %301
  %305 = load i8, i8* %302, align 1, !tbaa !7
  %306 = add i8 %305, -48
  %307 = icmp ult i8 %306, 10
  br i1 %307, label %296, label %308, !llvm.loop !26

308:                                              ; preds = %296, %290
  %309 = phi i32 [ 0, %290 ], [ %304, %296 ]
  %310 = mul nsw i32 %309, %292
  %311 = xor i32 %278, %310
  %312 = mul i32 %311, 16777619
  %313 = add nuw nsw i32 %277, 1
  %314 = icmp eq i32 %313, 8
  br i1 %314, label %257, label %276, !llvm.loop !27
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !11, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !8, i64 0}
!17 = distinct !{!17, !11, !12}
!18 = distinct !{!18, !11, !12}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !8, i64 0}
!21 = distinct !{!21, !11, !12}
!22 = distinct !{!22, !11, !12}
!23 = distinct !{!23, !11, !12}
!24 = distinct !{!24, !11, !12}
!25 = distinct !{!25, !11, !12}
!26 = distinct !{!26, !11, !12}
!27 = distinct !{!27, !11, !12}
