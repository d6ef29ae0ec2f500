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
  %1 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %2 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  %3 = icmp eq i64 %2, 43
  br i1 %3, label %5, label %4

4:                                                ; preds = %0
  tail call void @abort() #2
  br label %5

5:                                                ; preds = %4, %0
  %6 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %48, label %8

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

21:                                               ; preds = %20, %45
  %22 = phi i8* [ %46, %45 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %20 ]
  %23 = phi i8* [ %47, %45 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %20 ]
  %24 = load i8, i8* %23, align 1, !tbaa !2
  switch i8 %24, label %45 [
    i8 32, label %25
    i8 0, label %25
  ]

25:                                               ; preds = %21, %21
  %26 = icmp ugt i8* %23, %22
  %27 = getelementptr inbounds i8, i8* %23, i64 -1
  %28 = icmp ult i8* %22, %27
  %29 = select i1 %26, i1 %28, i1 false
  br i1 %29, label %30, label %40

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

38:                                               ; preds = %30
  %39 = load i8, i8* %23, align 1, !tbaa !2
  br label %40

40:                                               ; preds = %38, %25
  %41 = phi i8 [ %39, %38 ], [ %24, %25 ]
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %48, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, i8* %23, i64 1
  br label %45

45:                                               ; preds = %43, %21
  %46 = phi i8* [ %44, %43 ], [ %22, %21 ]
  %47 = getelementptr inbounds i8, i8* %23, i64 1
  br label %21

48:                                               ; preds = %40, %5
  %49 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), align 16, !tbaa !2
  %50 = icmp eq i8 %49, 0
  br i1 %50, label %59, label %51

51:                                               ; preds = %48, %51
  %52 = phi i8 [ %57, %51 ], [ %49, %48 ]
  %53 = phi i8* [ %54, %51 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %48 ]
  %54 = getelementptr inbounds i8, i8* %53, i64 1
  %55 = sext i8 %52 to i32
  %56 = tail call i32 @putchar(i32 noundef %55) #2
  %57 = load i8, i8* %54, align 1, !tbaa !2
  %58 = icmp eq i8 %57, 0
  br i1 %58, label %59, label %51, !llvm.loop !7

59:                                               ; preds = %51, %48
  %60 = tail call i32 @putchar(i32 noundef 10) #2
  %61 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), align 16, !tbaa !2
  %62 = icmp eq i8 %61, 0
  br i1 %62, label %76, label %63

63:                                               ; preds = %59
  %64 = load i32, i32* @h, align 4, !tbaa !8
  br label %65

65:                                               ; preds = %65, %63
  %66 = phi i8 [ %73, %65 ], [ %61, %63 ]
  %67 = phi i8* [ %69, %65 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %63 ]
  %68 = phi i32 [ %72, %65 ], [ %64, %63 ]
  %69 = getelementptr inbounds i8, i8* %67, i64 1
  %70 = zext i8 %66 to i32
  %71 = xor i32 %68, %70
  %72 = mul i32 %71, 16777619
  %73 = load i8, i8* %69, align 1, !tbaa !2
  %74 = icmp eq i8 %73, 0
  br i1 %74, label %75, label %65, !llvm.loop !10

75:                                               ; preds = %65
  store i32 %72, i32* @h, align 4, !tbaa !8
  br label %76

76:                                               ; preds = %59, %75
  %77 = tail call i64 @strlen(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  %78 = icmp eq i64 %77, 0
  br i1 %78, label %119, label %79

79:                                               ; preds = %76
  %80 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i64 0, i64 %77
  %81 = getelementptr inbounds i8, i8* %80, i64 -1
  %82 = icmp ugt i8* %81, getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)
  br i1 %82, label %83, label %91

83:                                               ; preds = %79, %83
  %84 = phi i8* [ %88, %83 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %79 ]
  %85 = phi i8* [ %89, %83 ], [ %81, %79 ]
  %86 = load i8, i8* %84, align 1, !tbaa !2
  %87 = load i8, i8* %85, align 1, !tbaa !2
  %88 = getelementptr inbounds i8, i8* %84, i64 1
  store i8 %87, i8* %84, align 1, !tbaa !2
  %89 = getelementptr inbounds i8, i8* %85, i64 -1
  store i8 %86, i8* %85, align 1, !tbaa !2
  %90 = icmp ult i8* %88, %89
  br i1 %90, label %83, label %91, !llvm.loop !5

91:                                               ; preds = %83, %79
  br label %92

92:                                               ; preds = %91, %116
  %93 = phi i8* [ %117, %116 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %91 ]
  %94 = phi i8* [ %118, %116 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %91 ]
  %95 = load i8, i8* %94, align 1, !tbaa !2
  switch i8 %95, label %116 [
    i8 32, label %96
    i8 0, label %96
  ]

96:                                               ; preds = %92, %92
  %97 = icmp ugt i8* %94, %93
  %98 = getelementptr inbounds i8, i8* %94, i64 -1
  %99 = icmp ult i8* %93, %98
  %100 = select i1 %97, i1 %99, i1 false
  br i1 %100, label %101, label %111

101:                                              ; preds = %96, %101
  %102 = phi i8* [ %106, %101 ], [ %93, %96 ]
  %103 = phi i8* [ %107, %101 ], [ %98, %96 ]
  %104 = load i8, i8* %102, align 1, !tbaa !2
  %105 = load i8, i8* %103, align 1, !tbaa !2
  %106 = getelementptr inbounds i8, i8* %102, i64 1
  store i8 %105, i8* %102, align 1, !tbaa !2
  %107 = getelementptr inbounds i8, i8* %103, i64 -1
  store i8 %104, i8* %103, align 1, !tbaa !2
  %108 = icmp ult i8* %106, %107
  br i1 %108, label %101, label %109, !llvm.loop !5

109:                                              ; preds = %101
  %110 = load i8, i8* %94, align 1, !tbaa !2
  br label %111

111:                                              ; preds = %109, %96
  %112 = phi i8 [ %110, %109 ], [ %95, %96 ]
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %119, label %114

114:                                              ; preds = %111
  %115 = getelementptr inbounds i8, i8* %94, i64 1
  br label %116

116:                                              ; preds = %114, %92
  %117 = phi i8* [ %115, %114 ], [ %93, %92 ]
  %118 = getelementptr inbounds i8, i8* %94, i64 1
  br label %92

119:                                              ; preds = %111, %76
  %120 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %121 = icmp eq i32 %120, 0
  br i1 %121, label %122, label %123

122:                                              ; preds = %123, %119
  br label %208

123:                                              ; preds = %119
  tail call void @abort() #2
  br label %122

124:                                              ; preds = %200, %124
  %125 = phi i8 [ %130, %124 ], [ %206, %200 ]
  %126 = phi i8* [ %127, %124 ], [ getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), %200 ]
  %127 = getelementptr inbounds i8, i8* %126, i64 1
  %128 = sext i8 %125 to i32
  %129 = tail call i32 @putchar(i32 noundef %128) #2
  %130 = load i8, i8* %127, align 1, !tbaa !2
  %131 = icmp eq i8 %130, 0
  br i1 %131, label %132, label %124, !llvm.loop !7

132:                                              ; preds = %124, %200
  %133 = tail call i32 @putchar(i32 noundef 10) #2
  %134 = load i8, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), align 16, !tbaa !2
  %135 = icmp eq i8 %134, 0
  br i1 %135, label %149, label %136

136:                                              ; preds = %132
  %137 = load i32, i32* @h, align 4, !tbaa !8
  br label %138

138:                                              ; preds = %138, %136
  %139 = phi i8 [ %146, %138 ], [ %134, %136 ]
  %140 = phi i8* [ %142, %138 ], [ getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), %136 ]
  %141 = phi i32 [ %145, %138 ], [ %137, %136 ]
  %142 = getelementptr inbounds i8, i8* %140, i64 1
  %143 = zext i8 %139 to i32
  %144 = xor i32 %141, %143
  %145 = mul i32 %144, 16777619
  %146 = load i8, i8* %142, align 1, !tbaa !2
  %147 = icmp eq i8 %146, 0
  br i1 %147, label %148, label %138, !llvm.loop !10

148:                                              ; preds = %138
  store i32 %145, i32* @h, align 4, !tbaa !8
  br label %149

149:                                              ; preds = %132, %148
  br label %235

150:                                              ; preds = %226, %168
  %151 = phi i64 [ %173, %168 ], [ 0, %226 ]
  %152 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i64 0, i64 %151
  %153 = load i8*, i8** %152, align 8, !tbaa !11
  %154 = tail call i64 @strlen(i8* noundef nonnull getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 1)) #2
  %155 = tail call i64 @strlen(i8* noundef %153) #2
  %156 = icmp ugt i64 %155, %154
  br i1 %156, label %168, label %157

157:                                              ; preds = %150, %162
  %158 = phi i64 [ %163, %162 ], [ 0, %150 ]
  %159 = getelementptr inbounds i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 1), i64 %158
  %160 = tail call i32 @memcmp(i8* noundef nonnull %159, i8* noundef %153, i64 noundef %155) #2
  %161 = icmp eq i32 %160, 0
  br i1 %161, label %166, label %162

162:                                              ; preds = %157
  %163 = add i64 %158, 1
  %164 = add i64 %163, %155
  %165 = icmp ugt i64 %164, %154
  br i1 %165, label %168, label %157, !llvm.loop !13

166:                                              ; preds = %157
  %167 = trunc i64 %158 to i32
  br label %168

168:                                              ; preds = %162, %166, %150
  %169 = phi i32 [ -1, %150 ], [ %167, %166 ], [ -1, %162 ]
  %170 = load i32, i32* @h, align 4, !tbaa !8
  %171 = xor i32 %170, %169
  %172 = mul i32 %171, 16777619
  store i32 %172, i32* @h, align 4, !tbaa !8
  %173 = add nuw nsw i64 %151, 1
  %174 = icmp eq i64 %173, 8
  br i1 %174, label %175, label %150, !llvm.loop !14

175:                                              ; preds = %168, %193
  %176 = phi i64 [ %198, %193 ], [ 0, %168 ]
  %177 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i64 0, i64 %176
  %178 = load i8*, i8** %177, align 8, !tbaa !11
  %179 = tail call i64 @strlen(i8* noundef nonnull getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 2)) #2
  %180 = tail call i64 @strlen(i8* noundef %178) #2
  %181 = icmp ugt i64 %180, %179
  br i1 %181, label %193, label %182

182:                                              ; preds = %175, %187
  %183 = phi i64 [ %188, %187 ], [ 0, %175 ]
  %184 = getelementptr inbounds i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 2), i64 %183
  %185 = tail call i32 @memcmp(i8* noundef nonnull %184, i8* noundef %178, i64 noundef %180) #2
  %186 = icmp eq i32 %185, 0
  br i1 %186, label %191, label %187

187:                                              ; preds = %182
  %188 = add i64 %183, 1
  %189 = add i64 %188, %180
  %190 = icmp ugt i64 %189, %179
  br i1 %190, label %193, label %182, !llvm.loop !13

191:                                              ; preds = %182
  %192 = trunc i64 %183 to i32
  br label %193

193:                                              ; preds = %187, %191, %175
  %194 = phi i32 [ -1, %175 ], [ %192, %191 ], [ -1, %187 ]
  %195 = load i32, i32* @h, align 4, !tbaa !8
  %196 = xor i32 %195, %194
  %197 = mul i32 %196, 16777619
  store i32 %197, i32* @h, align 4, !tbaa !8
  %198 = add nuw nsw i64 %176, 1
  %199 = icmp eq i64 %198, 8
  br i1 %199, label %200, label %175, !llvm.loop !14

200:                                              ; preds = %193
  %201 = tail call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), i32 noundef 46, i64 noundef 159) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 159), align 1, !tbaa !2
  %202 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 10), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 20) #2
  %203 = tail call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 15), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 10), i64 noundef 20) #2
  %204 = tail call i8* @memmove(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 5), i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 12), i64 noundef 25) #2
  %205 = tail call i8* @memset(i8* noundef getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 40), i32 noundef 120, i64 noundef 7) #2
  store i8 0, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 60), align 4, !tbaa !2
  %206 = load i8, i8* getelementptr inbounds ([160 x i8], [160 x i8]* @scratch, i64 0, i64 0), align 16, !tbaa !2
  %207 = icmp eq i8 %206, 0
  br i1 %207, label %132, label %124

208:                                              ; preds = %122, %226
  %209 = phi i64 [ %231, %226 ], [ 0, %122 ]
  %210 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.needles, i64 0, i64 %209
  %211 = load i8*, i8** %210, align 8, !tbaa !11
  %212 = tail call i64 @strlen(i8* noundef nonnull getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0)) #2
  %213 = tail call i64 @strlen(i8* noundef %211) #2
  %214 = icmp ugt i64 %213, %212
  br i1 %214, label %226, label %215

215:                                              ; preds = %208, %222
  %216 = phi i64 [ %223, %222 ], [ 0, %208 ]
  %217 = getelementptr inbounds [128 x i8], [128 x i8]* @text, i64 0, i64 %216
  %218 = tail call i32 @memcmp(i8* noundef nonnull %217, i8* noundef %211, i64 noundef %213) #2
  %219 = icmp eq i32 %218, 0
  br i1 %219, label %220, label %222

220:                                              ; preds = %215
  %221 = trunc i64 %216 to i32
  br label %226

222:                                              ; preds = %215
  %223 = add i64 %216, 1
  %224 = add i64 %223, %213
  %225 = icmp ugt i64 %224, %212
  br i1 %225, label %226, label %215, !llvm.loop !13

226:                                              ; preds = %222, %208, %220
  %227 = phi i32 [ -1, %208 ], [ %221, %220 ], [ -1, %222 ]
  %228 = load i32, i32* @h, align 4, !tbaa !8
  %229 = xor i32 %228, %227
  %230 = mul i32 %229, 16777619
  store i32 %230, i32* @h, align 4, !tbaa !8
  %231 = add nuw nsw i64 %209, 1
  %232 = icmp eq i64 %231, 8
  br i1 %232, label %150, label %208, !llvm.loop !14

233:                                              ; preds = %303
  %234 = load i32, i32* @h, align 4, !tbaa !8
  br label %325

235:                                              ; preds = %149, %303
  %236 = phi i32 [ %304, %303 ], [ 1, %149 ]
  %237 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %238 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), align 16, !tbaa !2
  %239 = icmp eq i8 %238, 0
  br i1 %239, label %299, label %240

240:                                              ; preds = %235, %257
  %241 = phi i8 [ %259, %257 ], [ %238, %235 ]
  %242 = phi i8* [ %258, %257 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %235 ]
  %243 = sext i8 %241 to i32
  %244 = add i8 %241, -97
  %245 = icmp ult i8 %244, 26
  br i1 %245, label %249, label %246

246:                                              ; preds = %240
  %247 = add i8 %241, -65
  %248 = icmp ult i8 %247, 26
  br i1 %248, label %249, label %257

249:                                              ; preds = %246, %240
  %250 = phi i32 [ -97, %240 ], [ -65, %246 ]
  %251 = phi i8 [ 97, %240 ], [ 65, %246 ]
  %252 = add i32 %236, %243
  %253 = add i32 %252, %250
  %254 = srem i32 %253, 26
  %255 = trunc i32 %254 to i8
  %256 = add nsw i8 %251, %255
  store i8 %256, i8* %242, align 1, !tbaa !2
  br label %257

257:                                              ; preds = %249, %246
  %258 = getelementptr inbounds i8, i8* %242, i64 1
  %259 = load i8, i8* %258, align 1, !tbaa !2
  %260 = icmp eq i8 %259, 0
  br i1 %260, label %261, label %240, !llvm.loop !15

261:                                              ; preds = %257
  %262 = load i8, i8* getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), align 16, !tbaa !2
  %263 = icmp eq i8 %262, 0
  br i1 %263, label %299, label %264

264:                                              ; preds = %261
  %265 = load i32, i32* @h, align 4, !tbaa !8
  br label %266

266:                                              ; preds = %266, %264
  %267 = phi i8 [ %274, %266 ], [ %262, %264 ]
  %268 = phi i8* [ %270, %266 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %264 ]
  %269 = phi i32 [ %273, %266 ], [ %265, %264 ]
  %270 = getelementptr inbounds i8, i8* %268, i64 1
  %271 = zext i8 %267 to i32
  %272 = xor i32 %269, %271
  %273 = mul i32 %272, 16777619
  %274 = load i8, i8* %270, align 1, !tbaa !2
  %275 = icmp eq i8 %274, 0
  br i1 %275, label %276, label %266, !llvm.loop !10

276:                                              ; preds = %266
  store i32 %273, i32* @h, align 4, !tbaa !8
  %277 = sub nuw nsw i32 26, %236
  br label %278

278:                                              ; preds = %276, %295
  %279 = phi i8 [ %297, %295 ], [ %262, %276 ]
  %280 = phi i8* [ %296, %295 ], [ getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), %276 ]
  %281 = sext i8 %279 to i32
  %282 = add i8 %279, -97
  %283 = icmp ult i8 %282, 26
  br i1 %283, label %287, label %284

284:                                              ; preds = %278
  %285 = add i8 %279, -65
  %286 = icmp ult i8 %285, 26
  br i1 %286, label %287, label %295

287:                                              ; preds = %284, %278
  %288 = phi i32 [ -97, %278 ], [ -65, %284 ]
  %289 = phi i8 [ 97, %278 ], [ 65, %284 ]
  %290 = add i32 %277, %281
  %291 = add i32 %290, %288
  %292 = srem i32 %291, 26
  %293 = trunc i32 %292 to i8
  %294 = add nsw i8 %289, %293
  store i8 %294, i8* %280, align 1, !tbaa !2
  br label %295

295:                                              ; preds = %287, %284
  %296 = getelementptr inbounds i8, i8* %280, i64 1
  %297 = load i8, i8* %296, align 1, !tbaa !2
  %298 = icmp eq i8 %297, 0
  br i1 %298, label %299, label %278, !llvm.loop !15

299:                                              ; preds = %295, %235, %261
  %300 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([128 x i8], [128 x i8]* @text, i64 0, i64 0), i8* noundef getelementptr inbounds ([44 x i8], [44 x i8]* @main.src, i64 0, i64 0), i64 noundef 44) #2
  %301 = icmp eq i32 %300, 0
  br i1 %301, label %303, label %302

302:                                              ; preds = %299
  tail call void @abort() #2
  br label %303

303:                                              ; preds = %299, %302
  %304 = add nuw nsw i32 %236, 3
  %305 = icmp ult i32 %236, 23
  br i1 %305, label %235, label %233, !llvm.loop !16

306:                                              ; preds = %357
  store i32 %361, i32* @h, align 4, !tbaa !8
  %307 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i64 noundef 3) #2
  %308 = lshr i32 %307, 31
  %309 = load i32, i32* @h, align 4, !tbaa !8
  %310 = xor i32 %309, %308
  %311 = mul i32 %310, 16777619
  store i32 %311, i32* @h, align 4, !tbaa !8
  %312 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.16, i64 0, i64 0), i64 noundef 3) #2
  %313 = icmp sgt i32 %312, 0
  %314 = zext i1 %313 to i32
  %315 = load i32, i32* @h, align 4, !tbaa !8
  %316 = xor i32 %315, %314
  %317 = mul i32 %316, 16777619
  store i32 %317, i32* @h, align 4, !tbaa !8
  %318 = tail call i32 @memcmp(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.19, i64 0, i64 0), i64 noundef 1) #2
  %319 = icmp sgt i32 %318, 0
  %320 = zext i1 %319 to i32
  %321 = load i32, i32* @h, align 4, !tbaa !8
  %322 = xor i32 %321, %320
  %323 = mul i32 %322, 16777619
  store i32 %323, i32* @h, align 4, !tbaa !8
  %324 = and i32 %323, 2147483647
  ret i32 %324

325:                                              ; preds = %233, %357
  %326 = phi i64 [ 0, %233 ], [ %362, %357 ]
  %327 = phi i32 [ %234, %233 ], [ %361, %357 ]
  %328 = getelementptr inbounds [8 x i8*], [8 x i8*]* @main.nums, i64 0, i64 %326
  %329 = load i8*, i8** %328, align 8, !tbaa !11
  br label %330

330:                                              ; preds = %333, %325
  %331 = phi i8* [ %329, %325 ], [ %334, %333 ]
  %332 = load i8, i8* %331, align 1, !tbaa !2
  switch i8 %332, label %339 [
    i8 32, label %333
    i8 45, label %335
    i8 43, label %337
  ]

333:                                              ; preds = %330
  %334 = getelementptr inbounds i8, i8* %331, i64 1
  br label %330, !llvm.loop !17

335:                                              ; preds = %330
  %336 = getelementptr inbounds i8, i8* %331, i64 1
  br label %339

337:                                              ; preds = %330
  %338 = getelementptr inbounds i8, i8* %331, i64 1
  br label %339

339:                                              ; preds = %330, %337, %335
  %340 = phi i8* [ %336, %335 ], [ %338, %337 ], [ %331, %330 ]
  %341 = phi i32 [ -1, %335 ], [ 1, %337 ], [ 1, %330 ]
  %342 = load i8, i8* %340, align 1, !tbaa !2
  %343 = add i8 %342, -48
  %344 = icmp ult i8 %343, 10
  br i1 %344, label %345, label %357

345:                                              ; preds = %339, %345
  %346 = phi i8 [ %354, %345 ], [ %342, %339 ]
  %347 = phi i32 [ %353, %345 ], [ 0, %339 ]
  %348 = phi i8* [ %351, %345 ], [ %340, %339 ]
  %349 = zext i8 %346 to i32
  %350 = mul nsw i32 %347, 10
  %351 = getelementptr inbounds i8, i8* %348, i64 1
  %352 = add nsw i32 %349, -48
  %353 = add i32 %352, %350
  %354 = load i8, i8* %351, align 1, !tbaa !2
  %355 = add i8 %354, -48
  %356 = icmp ult i8 %355, 10
  br i1 %356, label %345, label %357, !llvm.loop !18

357:                                              ; preds = %345, %339
  %358 = phi i32 [ 0, %339 ], [ %353, %345 ]
  %359 = mul nsw i32 %358, %341
  %360 = xor i32 %327, %359
  %361 = mul i32 %360, 16777619
  %362 = add nuw nsw i64 %326, 1
  %363 = icmp eq i64 %362, 8
  br i1 %363, label %306, label %325, !llvm.loop !19
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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !3, i64 0}
!10 = distinct !{!10, !6}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !3, i64 0}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
