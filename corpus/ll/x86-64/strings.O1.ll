; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.src = internal constant [44 x i8] c"the quick brown fox jumps over the lazy dog\00", align 16
@text = internal global [128 x i8] zeroinitializer, align 16
@main.needles = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.3, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i32 0, i32 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @.str.5, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.6, i32 0, i32 0), i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.7, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"fox\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"dog\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"lazy dog\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"cat\00", align 1
@.str.5 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"quick brown\00", align 1
@.str.7 = private unnamed_addr constant [2 x i8] c"g\00", align 1
@scratch = internal global [160 x i8] zeroinitializer, align 16
@main.nums = internal unnamed_addr constant [8 x i8*] [i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i32 0, i32 0), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str.9, i32 0, i32 0), i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str.10, i32 0, i32 0), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.11, i32 0, i32 0), i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i32 0, i32 0), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.13, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.14, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.15, i32 0, i32 0)], align 16
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
  %1 = call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %2 = call i64 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  %3 = icmp eq i64 %2, 43
  br i1 %3, label %5, label %4

4:                                                ; preds = %0
  call void @abort() #2
  br label %5

5:                                                ; preds = %4, %0
  %6 = call i64 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %46, label %8

8:                                                ; preds = %5
  %9 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i64 0, i64 %6
  %10 = getelementptr inbounds i8, i8* %9, i64 -1
  %11 = icmp ugt i8* %10, getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)
  br i1 %11, label %12, label %20

12:                                               ; preds = %8, %12
  %13 = phi i8* [ %17, %12 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %8 ]
  %14 = phi i8* [ %18, %12 ], [ %10, %8 ]
  %15 = load i8, i8* %13, align 1, !tbaa !2
  %16 = load i8, i8* %14, align 1, !tbaa !2
  %17 = getelementptr inbounds i8, i8* %13, i64 1
  store i8 %16, i8* %13, align 1, !tbaa !2
  %18 = getelementptr inbounds i8, i8* %14, i64 -1
  store i8 %15, i8* %14, align 1, !tbaa !2
  %19 = icmp ult i8* %17, %18
  br i1 %19, label %12, label %20, !llvm.loop !5

20:                                               ; preds = %12, %8
  br label %21

21:                                               ; preds = %20, %43
  %22 = phi i8* [ %44, %43 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %20 ]
  %23 = phi i8* [ %45, %43 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %20 ]
  %24 = load i8, i8* %23, align 1, !tbaa !2
  switch i8 %24, label %43 [
    i8 32, label %25
    i8 0, label %25
  ]

25:                                               ; preds = %21, %21
  %26 = icmp ugt i8* %23, %22
  %27 = getelementptr inbounds i8, i8* %23, i64 -1
  %28 = icmp ult i8* %22, %27
  %29 = select i1 %26, i1 %28, i1 false
  br i1 %29, label %30, label %38

30:                                               ; preds = %25, %30
  %31 = phi i8* [ %35, %30 ], [ %22, %25 ]
  %32 = phi i8* [ %36, %30 ], [ %27, %25 ]
  %33 = load i8, i8* %31, align 1, !tbaa !2
  %34 = load i8, i8* %32, align 1, !tbaa !2
  %35 = getelementptr inbounds i8, i8* %31, i64 1
  store i8 %34, i8* %31, align 1, !tbaa !2
  %36 = getelementptr inbounds i8, i8* %32, i64 -1
  store i8 %33, i8* %32, align 1, !tbaa !2
  %37 = icmp ult i8* %35, %36
  br i1 %37, label %30, label %38, !llvm.loop !5

38:                                               ; preds = %30, %25
  %39 = load i8, i8* %23, align 1, !tbaa !2
  %40 = icmp eq i8 %39, 0
  br i1 %40, label %46, label %41

41:                                               ; preds = %38
  %42 = getelementptr inbounds i8, i8* %23, i64 1
  br label %43

43:                                               ; preds = %41, %21
  %44 = phi i8* [ %42, %41 ], [ %22, %21 ]
  %45 = getelementptr inbounds i8, i8* %23, i64 1
  br label %21, !llvm.loop !8

46:                                               ; preds = %38, %5
  %47 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), align 16, !tbaa !2
  %48 = icmp eq i8 %47, 0
  br i1 %48, label %57, label %49

49:                                               ; preds = %46, %49
  %50 = phi i8 [ %55, %49 ], [ %47, %46 ]
  %51 = phi i8* [ %52, %49 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %46 ]
  %52 = getelementptr inbounds i8, i8* %51, i64 1
  %53 = sext i8 %50 to i32
  %54 = call i32 @putchar(i32 noundef %53) #2
  %55 = load i8, i8* %52, align 1, !tbaa !2
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %57, label %49, !llvm.loop !9

57:                                               ; preds = %49, %46
  %58 = call i32 @putchar(i32 noundef 10) #2
  %59 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), align 16, !tbaa !2
  %60 = icmp eq i8 %59, 0
  br i1 %60, label %74, label %61

61:                                               ; preds = %57
  %62 = load i32, i32* @h, align 4, !tbaa !10
  br label %63

63:                                               ; preds = %63, %61
  %64 = phi i8 [ %71, %63 ], [ %59, %61 ]
  %65 = phi i8* [ %67, %63 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %61 ]
  %66 = phi i32 [ %70, %63 ], [ %62, %61 ]
  %67 = getelementptr inbounds i8, i8* %65, i64 1
  %68 = zext i8 %64 to i32
  %69 = xor i32 %66, %68
  %70 = mul i32 %69, 16777619
  %71 = load i8, i8* %67, align 1, !tbaa !2
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %73, label %63, !llvm.loop !12

73:                                               ; preds = %63
  store i32 %70, i32* @h, align 4, !tbaa !10
  br label %74

74:                                               ; preds = %57, %73
  %75 = call i64 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  %76 = icmp eq i64 %75, 0
  br i1 %76, label %115, label %77

77:                                               ; preds = %74
  %78 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i64 0, i64 %75
  %79 = getelementptr inbounds i8, i8* %78, i64 -1
  %80 = icmp ugt i8* %79, getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)
  br i1 %80, label %81, label %89

81:                                               ; preds = %77, %81
  %82 = phi i8* [ %86, %81 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %77 ]
  %83 = phi i8* [ %87, %81 ], [ %79, %77 ]
  %84 = load i8, i8* %82, align 1, !tbaa !2
  %85 = load i8, i8* %83, align 1, !tbaa !2
  %86 = getelementptr inbounds i8, i8* %82, i64 1
  store i8 %85, i8* %82, align 1, !tbaa !2
  %87 = getelementptr inbounds i8, i8* %83, i64 -1
  store i8 %84, i8* %83, align 1, !tbaa !2
  %88 = icmp ult i8* %86, %87
  br i1 %88, label %81, label %89, !llvm.loop !5

89:                                               ; preds = %81, %77
  br label %90

90:                                               ; preds = %89, %112
  %91 = phi i8* [ %113, %112 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %89 ]
  %92 = phi i8* [ %114, %112 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %89 ]
  %93 = load i8, i8* %92, align 1, !tbaa !2
  switch i8 %93, label %112 [
    i8 32, label %94
    i8 0, label %94
  ]

94:                                               ; preds = %90, %90
  %95 = icmp ugt i8* %92, %91
  %96 = getelementptr inbounds i8, i8* %92, i64 -1
  %97 = icmp ult i8* %91, %96
  %98 = select i1 %95, i1 %97, i1 false
  br i1 %98, label %99, label %107

99:                                               ; preds = %94, %99
  %100 = phi i8* [ %104, %99 ], [ %91, %94 ]
  %101 = phi i8* [ %105, %99 ], [ %96, %94 ]
  %102 = load i8, i8* %100, align 1, !tbaa !2
  %103 = load i8, i8* %101, align 1, !tbaa !2
  %104 = getelementptr inbounds i8, i8* %100, i64 1
  store i8 %103, i8* %100, align 1, !tbaa !2
  %105 = getelementptr inbounds i8, i8* %101, i64 -1
  store i8 %102, i8* %101, align 1, !tbaa !2
  %106 = icmp ult i8* %104, %105
  br i1 %106, label %99, label %107, !llvm.loop !5

107:                                              ; preds = %99, %94
  %108 = load i8, i8* %92, align 1, !tbaa !2
  %109 = icmp eq i8 %108, 0
  br i1 %109, label %115, label %110

110:                                              ; preds = %107
  %111 = getelementptr inbounds i8, i8* %92, i64 1
  br label %112

112:                                              ; preds = %110, %90
  %113 = phi i8* [ %111, %110 ], [ %91, %90 ]
  %114 = getelementptr inbounds i8, i8* %92, i64 1
  br label %90, !llvm.loop !8

115:                                              ; preds = %107, %74
  %116 = call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %117 = icmp eq i32 %116, 0
  br i1 %117, label %119, label %118

118:                                              ; preds = %115
  call void @abort() #2
  br label %119

119:                                              ; preds = %118, %115
  br label %120

120:                                              ; preds = %119, %157
  %121 = phi i64 [ %158, %157 ], [ 0, %119 ]
  %122 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i64 0, i64 %121
  br label %160

123:                                              ; preds = %157
  %124 = call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), i32 noundef 46, i64 noundef 159) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 159), align 1, !tbaa !2
  %125 = call i8* @memcpy(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 10), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 20) #2
  %126 = call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 15), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 10), i64 noundef 20) #2
  %127 = call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 5), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 12), i64 noundef 25) #2
  %128 = call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 40), i32 noundef 120, i64 noundef 7) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 60), align 4, !tbaa !2
  %129 = load i8, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), align 16, !tbaa !2
  %130 = icmp eq i8 %129, 0
  br i1 %130, label %139, label %131

131:                                              ; preds = %123, %131
  %132 = phi i8 [ %137, %131 ], [ %129, %123 ]
  %133 = phi i8* [ %134, %131 ], [ getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), %123 ]
  %134 = getelementptr inbounds i8, i8* %133, i64 1
  %135 = sext i8 %132 to i32
  %136 = call i32 @putchar(i32 noundef %135) #2
  %137 = load i8, i8* %134, align 1, !tbaa !2
  %138 = icmp eq i8 %137, 0
  br i1 %138, label %139, label %131, !llvm.loop !9

139:                                              ; preds = %131, %123
  %140 = call i32 @putchar(i32 noundef 10) #2
  %141 = load i8, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), align 16, !tbaa !2
  %142 = icmp eq i8 %141, 0
  br i1 %142, label %156, label %143

143:                                              ; preds = %139
  %144 = load i32, i32* @h, align 4, !tbaa !10
  br label %145

145:                                              ; preds = %145, %143
  %146 = phi i8 [ %153, %145 ], [ %141, %143 ]
  %147 = phi i8* [ %149, %145 ], [ getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), %143 ]
  %148 = phi i32 [ %152, %145 ], [ %144, %143 ]
  %149 = getelementptr inbounds i8, i8* %147, i64 1
  %150 = zext i8 %146 to i32
  %151 = xor i32 %148, %150
  %152 = mul i32 %151, 16777619
  %153 = load i8, i8* %149, align 1, !tbaa !2
  %154 = icmp eq i8 %153, 0
  br i1 %154, label %155, label %145, !llvm.loop !12

155:                                              ; preds = %145
  store i32 %152, i32* @h, align 4, !tbaa !10
  br label %156

156:                                              ; preds = %139, %155
  br label %187

157:                                              ; preds = %178
  %158 = add nuw nsw i64 %121, 1
  %159 = icmp eq i64 %158, 3
  br i1 %159, label %123, label %120, !llvm.loop !13

160:                                              ; preds = %120, %178
  %161 = phi i64 [ 0, %120 ], [ %183, %178 ]
  %162 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i64 0, i64 %161
  %163 = load i8*, i8** %162, align 8, !tbaa !14
  %164 = call i64 @strlen(i8* noundef nonnull %122) #2
  %165 = call i64 @strlen(i8* noundef %163) #2
  %166 = icmp ugt i64 %165, %164
  br i1 %166, label %178, label %167

167:                                              ; preds = %160, %174
  %168 = phi i64 [ %175, %174 ], [ 0, %160 ]
  %169 = getelementptr inbounds i8, i8* %122, i64 %168
  %170 = call i32 @memcmp(i8* noundef nonnull %169, i8* noundef %163, i64 noundef %165) #2
  %171 = icmp eq i32 %170, 0
  br i1 %171, label %172, label %174

172:                                              ; preds = %167
  %173 = trunc i64 %168 to i32
  br label %178

174:                                              ; preds = %167
  %175 = add i64 %168, 1
  %176 = add i64 %175, %165
  %177 = icmp ugt i64 %176, %164
  br i1 %177, label %178, label %167, !llvm.loop !16

178:                                              ; preds = %174, %160, %172
  %179 = phi i32 [ -1, %160 ], [ %173, %172 ], [ -1, %174 ]
  %180 = load i32, i32* @h, align 4, !tbaa !10
  %181 = xor i32 %180, %179
  %182 = mul i32 %181, 16777619
  store i32 %182, i32* @h, align 4, !tbaa !10
  %183 = add nuw nsw i64 %161, 1
  %184 = icmp eq i64 %183, 8
  br i1 %184, label %157, label %160, !llvm.loop !17

185:                                              ; preds = %256
  %186 = load i32, i32* @h, align 4, !tbaa !10
  br label %278

187:                                              ; preds = %156, %256
  %188 = phi i32 [ %257, %256 ], [ 1, %156 ]
  %189 = call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %190 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), align 16, !tbaa !2
  %191 = icmp eq i8 %190, 0
  br i1 %191, label %213, label %192

192:                                              ; preds = %187, %209
  %193 = phi i8 [ %211, %209 ], [ %190, %187 ]
  %194 = phi i8* [ %210, %209 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %187 ]
  %195 = sext i8 %193 to i32
  %196 = add i8 %193, -97
  %197 = icmp ult i8 %196, 26
  br i1 %197, label %201, label %198

198:                                              ; preds = %192
  %199 = add i8 %193, -65
  %200 = icmp ult i8 %199, 26
  br i1 %200, label %201, label %209

201:                                              ; preds = %198, %192
  %202 = phi i32 [ -97, %192 ], [ -65, %198 ]
  %203 = phi i8 [ 97, %192 ], [ 65, %198 ]
  %204 = add i32 %188, %195
  %205 = add i32 %204, %202
  %206 = srem i32 %205, 26
  %207 = trunc i32 %206 to i8
  %208 = add i8 %203, %207
  store i8 %208, i8* %194, align 1, !tbaa !2
  br label %209

209:                                              ; preds = %201, %198
  %210 = getelementptr inbounds i8, i8* %194, i64 1
  %211 = load i8, i8* %210, align 1, !tbaa !2
  %212 = icmp eq i8 %211, 0
  br i1 %212, label %213, label %192, !llvm.loop !18

213:                                              ; preds = %209, %187
  %214 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), align 16, !tbaa !2
  %215 = icmp eq i8 %214, 0
  br i1 %215, label %229, label %216

216:                                              ; preds = %213
  %217 = load i32, i32* @h, align 4, !tbaa !10
  br label %218

218:                                              ; preds = %218, %216
  %219 = phi i8 [ %226, %218 ], [ %214, %216 ]
  %220 = phi i8* [ %222, %218 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %216 ]
  %221 = phi i32 [ %225, %218 ], [ %217, %216 ]
  %222 = getelementptr inbounds i8, i8* %220, i64 1
  %223 = zext i8 %219 to i32
  %224 = xor i32 %221, %223
  %225 = mul i32 %224, 16777619
  %226 = load i8, i8* %222, align 1, !tbaa !2
  %227 = icmp eq i8 %226, 0
  br i1 %227, label %228, label %218, !llvm.loop !12

228:                                              ; preds = %218
  store i32 %225, i32* @h, align 4, !tbaa !10
  br label %229

229:                                              ; preds = %213, %228
  %230 = sub nuw nsw i32 26, %188
  br i1 %215, label %252, label %231

231:                                              ; preds = %229, %248
  %232 = phi i8 [ %250, %248 ], [ %214, %229 ]
  %233 = phi i8* [ %249, %248 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %229 ]
  %234 = sext i8 %232 to i32
  %235 = add i8 %232, -97
  %236 = icmp ult i8 %235, 26
  br i1 %236, label %240, label %237

237:                                              ; preds = %231
  %238 = add i8 %232, -65
  %239 = icmp ult i8 %238, 26
  br i1 %239, label %240, label %248

240:                                              ; preds = %237, %231
  %241 = phi i32 [ -97, %231 ], [ -65, %237 ]
  %242 = phi i8 [ 97, %231 ], [ 65, %237 ]
  %243 = add i32 %230, %234
  %244 = add i32 %243, %241
  %245 = srem i32 %244, 26
  %246 = trunc i32 %245 to i8
  %247 = add i8 %242, %246
  store i8 %247, i8* %233, align 1, !tbaa !2
  br label %248

248:                                              ; preds = %240, %237
  %249 = getelementptr inbounds i8, i8* %233, i64 1
  %250 = load i8, i8* %249, align 1, !tbaa !2
  %251 = icmp eq i8 %250, 0
  br i1 %251, label %252, label %231, !llvm.loop !18

252:                                              ; preds = %248, %229
  %253 = call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %254 = icmp eq i32 %253, 0
  br i1 %254, label %256, label %255

255:                                              ; preds = %252
  call void @abort() #2
  br label %256

256:                                              ; preds = %252, %255
  %257 = add nuw nsw i32 %188, 3
  %258 = icmp ult i32 %188, 23
  br i1 %258, label %187, label %185, !llvm.loop !19

259:                                              ; preds = %310
  store i32 %314, i32* @h, align 4, !tbaa !10
  %260 = call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i64 noundef 3) #2
  %261 = lshr i32 %260, 31
  %262 = load i32, i32* @h, align 4, !tbaa !10
  %263 = xor i32 %262, %261
  %264 = mul i32 %263, 16777619
  store i32 %264, i32* @h, align 4, !tbaa !10
  %265 = call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3) #2
  %266 = icmp sgt i32 %265, 0
  %267 = zext i1 %266 to i32
  %268 = load i32, i32* @h, align 4, !tbaa !10
  %269 = xor i32 %268, %267
  %270 = mul i32 %269, 16777619
  store i32 %270, i32* @h, align 4, !tbaa !10
  %271 = call i32 @memcmp(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.19, i64 0, i64 0), i64 noundef 1) #2
  %272 = icmp sgt i32 %271, 0
  %273 = zext i1 %272 to i32
  %274 = load i32, i32* @h, align 4, !tbaa !10
  %275 = xor i32 %274, %273
  %276 = mul i32 %275, 16777619
  store i32 %276, i32* @h, align 4, !tbaa !10
  %277 = and i32 %276, 2147483647
  ret i32 %277

278:                                              ; preds = %185, %310
  %279 = phi i64 [ 0, %185 ], [ %315, %310 ]
  %280 = phi i32 [ %186, %185 ], [ %314, %310 ]
  %281 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.nums, i64 0, i64 %279
  %282 = load i8*, i8** %281, align 8, !tbaa !14
  br label %283

283:                                              ; preds = %286, %278
  %284 = phi i8* [ %282, %278 ], [ %287, %286 ]
  %285 = load i8, i8* %284, align 1, !tbaa !2
  switch i8 %285, label %292 [
    i8 32, label %286
    i8 45, label %288
    i8 43, label %290
  ]

286:                                              ; preds = %283
  %287 = getelementptr inbounds i8, i8* %284, i64 1
  br label %283, !llvm.loop !20

288:                                              ; preds = %283
  %289 = getelementptr inbounds i8, i8* %284, i64 1
  br label %292

290:                                              ; preds = %283
  %291 = getelementptr inbounds i8, i8* %284, i64 1
  br label %292

292:                                              ; preds = %283, %290, %288
  %293 = phi i8* [ %289, %288 ], [ %291, %290 ], [ %284, %283 ]
  %294 = phi i32 [ -1, %288 ], [ 1, %290 ], [ 1, %283 ]
  %295 = load i8, i8* %293, align 1, !tbaa !2
  %296 = add i8 %295, -48
  %297 = icmp ult i8 %296, 10
  br i1 %297, label %298, label %310

298:                                              ; preds = %292, %298
  %299 = phi i8 [ %307, %298 ], [ %295, %292 ]
  %300 = phi i32 [ %306, %298 ], [ 0, %292 ]
  %301 = phi i8* [ %304, %298 ], [ %293, %292 ]
  %302 = sext i8 %299 to i32
  %303 = mul nsw i32 %300, 10
  %304 = getelementptr inbounds i8, i8* %301, i64 1
  %305 = add nsw i32 %302, -48
  %306 = add i32 %305, %303
  %307 = load i8, i8* %304, align 1, !tbaa !2
  %308 = add i8 %307, -48
  %309 = icmp ult i8 %308, 10
  br i1 %309, label %298, label %310, !llvm.loop !21

310:                                              ; preds = %298, %292
  %311 = phi i32 [ 0, %292 ], [ %306, %298 ]
  %312 = mul nsw i32 %311, %294
  %313 = xor i32 %280, %312
  %314 = mul i32 %313, 16777619
  %315 = add nuw nsw i64 %279, 1
  %316 = icmp eq i64 %315, 8
  br i1 %316, label %259, label %278, !llvm.loop !22
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i64 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i8* @memset(i8* noundef, i32 noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i8* @memmove(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"omnipotent char", !4, i64 0}
!4 = !{!"Simple C/C++ TBAA"}
!5 = distinct !{!5, !6, !7}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"llvm.loop.unroll.disable"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !6, !7}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !3, i64 0}
!12 = distinct !{!12, !6, !7}
!13 = distinct !{!13, !6, !7}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !3, i64 0}
!16 = distinct !{!16, !6, !7}
!17 = distinct !{!17, !6, !7}
!18 = distinct !{!18, !6, !7}
!19 = distinct !{!19, !6, !7}
!20 = distinct !{!20, !6, !7}
!21 = distinct !{!21, !6, !7}
!22 = distinct !{!22, !6, !7}
