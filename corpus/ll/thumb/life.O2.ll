; ModuleID = 'life.c'
source_filename = "life.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@grid = internal global [10 x [16 x i8]] zeroinitializer, align 1
@.str = private unnamed_addr constant [12 x i8] c".#./..#/###\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"###\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c".##/##./.#.\00", align 1
@next = internal global [10 x [16 x i8]] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call i8* @memset(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 0, i32 0), i32 noundef 0, i32 noundef 160) #2
  br label %2

2:                                                ; preds = %15, %0
  %3 = phi i32 [ 1, %0 ], [ %16, %15 ]
  %4 = phi i32 [ 1, %0 ], [ %17, %15 ]
  %5 = phi i8* [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i32 0, i32 0), %0 ], [ %18, %15 ]
  %6 = load i8, i8* %5, align 1, !tbaa !7
  switch i8 %6, label %13 [
    i8 0, label %19
    i8 47, label %7
    i8 35, label %9
  ]

7:                                                ; preds = %2
  %8 = add nsw i32 %3, 1
  br label %15

9:                                                ; preds = %2
  %10 = srem i32 %3, 10
  %11 = srem i32 %4, 16
  %12 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %10, i32 %11
  store i8 1, i8* %12, align 1, !tbaa !7
  br label %13

13:                                               ; preds = %9, %2
  %14 = add nsw i32 %4, 1
  br label %15

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %8, %7 ], [ %3, %13 ]
  %17 = phi i32 [ 1, %7 ], [ %14, %13 ]
  %18 = getelementptr inbounds i8, i8* %5, i32 1
  br label %2, !llvm.loop !10

19:                                               ; preds = %2, %32
  %20 = phi i32 [ %33, %32 ], [ 2, %2 ]
  %21 = phi i32 [ %34, %32 ], [ 11, %2 ]
  %22 = phi i8* [ %35, %32 ], [ getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i32 0, i32 0), %2 ]
  %23 = load i8, i8* %22, align 1, !tbaa !7
  switch i8 %23, label %30 [
    i8 0, label %36
    i8 47, label %24
    i8 35, label %26
  ]

24:                                               ; preds = %19
  %25 = add nsw i32 %20, 1
  br label %32

26:                                               ; preds = %19
  %27 = srem i32 %20, 10
  %28 = srem i32 %21, 16
  %29 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %27, i32 %28
  store i8 1, i8* %29, align 1, !tbaa !7
  br label %30

30:                                               ; preds = %26, %19
  %31 = add nsw i32 %21, 1
  br label %32

32:                                               ; preds = %30, %24
  %33 = phi i32 [ %25, %24 ], [ %20, %30 ]
  %34 = phi i32 [ 11, %24 ], [ %31, %30 ]
  %35 = getelementptr inbounds i8, i8* %22, i32 1
  br label %19, !llvm.loop !10

36:                                               ; preds = %19, %49
  %37 = phi i32 [ %50, %49 ], [ 5, %19 ]
  %38 = phi i32 [ %51, %49 ], [ 6, %19 ]
  %39 = phi i8* [ %52, %49 ], [ getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), %19 ]
  %40 = load i8, i8* %39, align 1, !tbaa !7
  switch i8 %40, label %47 [
    i8 0, label %53
    i8 47, label %41
    i8 35, label %43
  ]

41:                                               ; preds = %36
  %42 = add nsw i32 %37, 1
  br label %49

43:                                               ; preds = %36
  %44 = srem i32 %37, 10
  %45 = srem i32 %38, 16
  %46 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %44, i32 %45
  store i8 1, i8* %46, align 1, !tbaa !7
  br label %47

47:                                               ; preds = %43, %36
  %48 = add nsw i32 %38, 1
  br label %49

49:                                               ; preds = %47, %41
  %50 = phi i32 [ %42, %41 ], [ %37, %47 ]
  %51 = phi i32 [ 6, %41 ], [ %48, %47 ]
  %52 = getelementptr inbounds i8, i8* %39, i32 1
  br label %36, !llvm.loop !10

53:                                               ; preds = %36, %379
  %54 = phi i32 [ %382, %379 ], [ 0, %36 ]
  %55 = phi i32 [ %381, %379 ], [ -2128831035, %36 ]
  br label %58

56:                                               ; preds = %238
  %57 = icmp eq i32 %64, 10
  br i1 %57, label %243, label %58, !llvm.loop !12

58:                                               ; preds = %53, %56
  %59 = phi i32 [ %64, %56 ], [ 0, %53 ]
  %60 = trunc i32 %59 to i8
  %61 = add i8 %60, 9
  %62 = urem i8 %61, 10
  %63 = zext i8 %62 to i32
  %64 = add nuw nsw i32 %59, 1
  %65 = trunc i32 %64 to i8
  %66 = urem i8 %65, 10
  %67 = zext i8 %66 to i32
  br label %68

68:                                               ; preds = %238, %58
  %69 = phi i32 [ 0, %58 ], [ %200, %238 ]
  %70 = add nuw nsw i32 %69, 15
  %71 = and i32 %70, 15
  %72 = or i32 %69, 1
  %73 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %71
  %74 = load i8, i8* %73, align 1, !tbaa !7
  %75 = zext i8 %74 to i32
  %76 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %69
  %77 = load i8, i8* %76, align 1, !tbaa !7
  %78 = zext i8 %77 to i32
  %79 = add nuw nsw i32 %78, %75
  %80 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %72
  %81 = load i8, i8* %80, align 1, !tbaa !7
  %82 = zext i8 %81 to i32
  %83 = add nuw nsw i32 %79, %82
  %84 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %71
  %85 = load i8, i8* %84, align 1, !tbaa !7
  %86 = zext i8 %85 to i32
  %87 = add nuw nsw i32 %83, %86
  %88 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %72
  %89 = load i8, i8* %88, align 1, !tbaa !7
  %90 = zext i8 %89 to i32
  %91 = add nuw nsw i32 %87, %90
  %92 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %71
  %93 = load i8, i8* %92, align 1, !tbaa !7
  %94 = zext i8 %93 to i32
  %95 = add nuw nsw i32 %91, %94
  %96 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %69
  %97 = load i8, i8* %96, align 1, !tbaa !7
  %98 = zext i8 %97 to i32
  %99 = add nuw nsw i32 %95, %98
  %100 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %72
  %101 = load i8, i8* %100, align 1, !tbaa !7
  %102 = zext i8 %101 to i32
  %103 = add nuw nsw i32 %99, %102
  switch i32 %103, label %108 [
    i32 3, label %109
    i32 2, label %104
  ]

104:                                              ; preds = %68
  %105 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %69
  %106 = load i8, i8* %105, align 1, !tbaa !7
  %107 = icmp ne i8 %106, 0
  br label %109

108:                                              ; preds = %68
  br label %109

109:                                              ; preds = %108, %104, %68
  %110 = phi i1 [ true, %68 ], [ %107, %104 ], [ false, %108 ]
  %111 = zext i1 %110 to i8
  %112 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 %59, i32 %69
  store i8 %111, i8* %112, align 1, !tbaa !7
  %113 = and i32 %69, 12
  %114 = or i32 %69, 2
  %115 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %113
  %116 = load i8, i8* %115, align 1, !tbaa !7
  %117 = zext i8 %116 to i32
  %118 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %72
  %119 = load i8, i8* %118, align 1, !tbaa !7
  %120 = zext i8 %119 to i32
  %121 = add nuw nsw i32 %120, %117
  %122 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %114
  %123 = load i8, i8* %122, align 1, !tbaa !7
  %124 = zext i8 %123 to i32
  %125 = add nuw nsw i32 %121, %124
  %126 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %113
  %127 = load i8, i8* %126, align 1, !tbaa !7
  %128 = zext i8 %127 to i32
  %129 = add nuw nsw i32 %125, %128
  %130 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %114
  %131 = load i8, i8* %130, align 1, !tbaa !7
  %132 = zext i8 %131 to i32
  %133 = add nuw nsw i32 %129, %132
  %134 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %113
  %135 = load i8, i8* %134, align 1, !tbaa !7
  %136 = zext i8 %135 to i32
  %137 = add nuw nsw i32 %133, %136
  %138 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %72
  %139 = load i8, i8* %138, align 1, !tbaa !7
  %140 = zext i8 %139 to i32
  %141 = add nuw nsw i32 %137, %140
  %142 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %114
  %143 = load i8, i8* %142, align 1, !tbaa !7
  %144 = zext i8 %143 to i32
  %145 = add nuw nsw i32 %141, %144
  switch i32 %145, label %150 [
    i32 3, label %151
    i32 2, label %146
  ]

146:                                              ; preds = %109
  %147 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %72
  %148 = load i8, i8* %147, align 1, !tbaa !7
  %149 = icmp ne i8 %148, 0
  br label %151

150:                                              ; preds = %109
  br label %151

151:                                              ; preds = %150, %146, %109
  %152 = phi i1 [ true, %109 ], [ %149, %146 ], [ false, %150 ]
  %153 = zext i1 %152 to i8
  %154 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 %59, i32 %72
  store i8 %153, i8* %154, align 1, !tbaa !7
  %155 = and i32 %69, 12
  %156 = or i32 %155, 1
  %157 = or i32 %69, 3
  %158 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %156
  %159 = load i8, i8* %158, align 1, !tbaa !7
  %160 = zext i8 %159 to i32
  %161 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %114
  %162 = load i8, i8* %161, align 1, !tbaa !7
  %163 = zext i8 %162 to i32
  %164 = add nuw nsw i32 %163, %160
  %165 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %157
  %166 = load i8, i8* %165, align 1, !tbaa !7
  %167 = zext i8 %166 to i32
  %168 = add nuw nsw i32 %164, %167
  %169 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %156
  %170 = load i8, i8* %169, align 1, !tbaa !7
  %171 = zext i8 %170 to i32
  %172 = add nuw nsw i32 %168, %171
  %173 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %157
  %174 = load i8, i8* %173, align 1, !tbaa !7
  %175 = zext i8 %174 to i32
  %176 = add nuw nsw i32 %172, %175
  %177 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %156
  %178 = load i8, i8* %177, align 1, !tbaa !7
  %179 = zext i8 %178 to i32
  %180 = add nuw nsw i32 %176, %179
  %181 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %114
  %182 = load i8, i8* %181, align 1, !tbaa !7
  %183 = zext i8 %182 to i32
  %184 = add nuw nsw i32 %180, %183
  %185 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %157
  %186 = load i8, i8* %185, align 1, !tbaa !7
  %187 = zext i8 %186 to i32
  %188 = add nuw nsw i32 %184, %187
  switch i32 %188, label %193 [
    i32 3, label %194
    i32 2, label %189
  ]

189:                                              ; preds = %151
  %190 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %114
  %191 = load i8, i8* %190, align 1, !tbaa !7
  %192 = icmp ne i8 %191, 0
  br label %194

193:                                              ; preds = %151
  br label %194

194:                                              ; preds = %193, %189, %151
  %195 = phi i1 [ true, %151 ], [ %192, %189 ], [ false, %193 ]
  %196 = zext i1 %195 to i8
  %197 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 %59, i32 %114
  store i8 %196, i8* %197, align 1, !tbaa !7
  %198 = and i32 %69, 12
  %199 = or i32 %198, 2
  %200 = add nuw nsw i32 %69, 4
  %201 = and i32 %200, 12
  %202 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %199
  %203 = load i8, i8* %202, align 1, !tbaa !7
  %204 = zext i8 %203 to i32
  %205 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %157
  %206 = load i8, i8* %205, align 1, !tbaa !7
  %207 = zext i8 %206 to i32
  %208 = add nuw nsw i32 %207, %204
  %209 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %63, i32 %201
  %210 = load i8, i8* %209, align 1, !tbaa !7
  %211 = zext i8 %210 to i32
  %212 = add nuw nsw i32 %208, %211
  %213 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %199
  %214 = load i8, i8* %213, align 1, !tbaa !7
  %215 = zext i8 %214 to i32
  %216 = add nuw nsw i32 %212, %215
  %217 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %201
  %218 = load i8, i8* %217, align 1, !tbaa !7
  %219 = zext i8 %218 to i32
  %220 = add nuw nsw i32 %216, %219
  %221 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %199
  %222 = load i8, i8* %221, align 1, !tbaa !7
  %223 = zext i8 %222 to i32
  %224 = add nuw nsw i32 %220, %223
  %225 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %157
  %226 = load i8, i8* %225, align 1, !tbaa !7
  %227 = zext i8 %226 to i32
  %228 = add nuw nsw i32 %224, %227
  %229 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %67, i32 %201
  %230 = load i8, i8* %229, align 1, !tbaa !7
  %231 = zext i8 %230 to i32
  %232 = add nuw nsw i32 %228, %231
  switch i32 %232, label %237 [
    i32 3, label %238
    i32 2, label %233
  ]

233:                                              ; preds = %194
  %234 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %59, i32 %157
  %235 = load i8, i8* %234, align 1, !tbaa !7
  %236 = icmp ne i8 %235, 0
  br label %238

237:                                              ; preds = %194
  br label %238

238:                                              ; preds = %237, %233, %194
  %239 = phi i1 [ true, %194 ], [ %236, %233 ], [ false, %237 ]
  %240 = zext i1 %239 to i8
  %241 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 %59, i32 %157
  store i8 %240, i8* %241, align 1, !tbaa !7
  %242 = icmp eq i32 %200, 16
  br i1 %242, label %56, label %68, !llvm.loop !13

243:                                              ; preds = %56
  %244 = tail call i8* @memcpy(i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 0, i32 0), i8* noundef getelementptr inbounds ([10 x [16 x i8]], [10 x [16 x i8]]* @next, i32 0, i32 0, i32 0), i32 noundef 160) #2
  br label %245

245:                                              ; preds = %245, %243
  %246 = phi i32 [ 0, %243 ], [ %377, %245 ]
  %247 = phi i32 [ 0, %243 ], [ %376, %245 ]
  %248 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 0
  %249 = load i8, i8* %248, align 1, !tbaa !7
  %250 = zext i8 %249 to i32
  %251 = add i32 %247, %250
  %252 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 1
  %253 = load i8, i8* %252, align 1, !tbaa !7
  %254 = zext i8 %253 to i32
  %255 = add i32 %251, %254
  %256 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 2
  %257 = load i8, i8* %256, align 1, !tbaa !7
  %258 = zext i8 %257 to i32
  %259 = add i32 %255, %258
  %260 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 3
  %261 = load i8, i8* %260, align 1, !tbaa !7
  %262 = zext i8 %261 to i32
  %263 = add i32 %259, %262
  %264 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 4
  %265 = load i8, i8* %264, align 1, !tbaa !7
  %266 = zext i8 %265 to i32
  %267 = add i32 %263, %266
  %268 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 5
  %269 = load i8, i8* %268, align 1, !tbaa !7
  %270 = zext i8 %269 to i32
  %271 = add i32 %267, %270
  %272 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 6
  %273 = load i8, i8* %272, align 1, !tbaa !7
  %274 = zext i8 %273 to i32
  %275 = add i32 %271, %274
  %276 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 7
  %277 = load i8, i8* %276, align 1, !tbaa !7
  %278 = zext i8 %277 to i32
  %279 = add i32 %275, %278
  %280 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 8
  %281 = load i8, i8* %280, align 1, !tbaa !7
  %282 = zext i8 %281 to i32
  %283 = add i32 %279, %282
  %284 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 9
  %285 = load i8, i8* %284, align 1, !tbaa !7
  %286 = zext i8 %285 to i32
  %287 = add i32 %283, %286
  %288 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 10
  %289 = load i8, i8* %288, align 1, !tbaa !7
  %290 = zext i8 %289 to i32
  %291 = add i32 %287, %290
  %292 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 11
  %293 = load i8, i8* %292, align 1, !tbaa !7
  %294 = zext i8 %293 to i32
  %295 = add i32 %291, %294
  %296 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 12
  %297 = load i8, i8* %296, align 1, !tbaa !7
  %298 = zext i8 %297 to i32
  %299 = add i32 %295, %298
  %300 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 13
  %301 = load i8, i8* %300, align 1, !tbaa !7
  %302 = zext i8 %301 to i32
  %303 = add i32 %299, %302
  %304 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 14
  %305 = load i8, i8* %304, align 1, !tbaa !7
  %306 = zext i8 %305 to i32
  %307 = add i32 %303, %306
  %308 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %246, i32 15
  %309 = load i8, i8* %308, align 1, !tbaa !7
  %310 = zext i8 %309 to i32
  %311 = add i32 %307, %310
  %312 = or i32 %246, 1
  %313 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 0
  %314 = load i8, i8* %313, align 1, !tbaa !7
  %315 = zext i8 %314 to i32
  %316 = add i32 %311, %315
  %317 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 1
  %318 = load i8, i8* %317, align 1, !tbaa !7
  %319 = zext i8 %318 to i32
  %320 = add i32 %316, %319
  %321 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 2
  %322 = load i8, i8* %321, align 1, !tbaa !7
  %323 = zext i8 %322 to i32
  %324 = add i32 %320, %323
  %325 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 3
  %326 = load i8, i8* %325, align 1, !tbaa !7
  %327 = zext i8 %326 to i32
  %328 = add i32 %324, %327
  %329 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 4
  %330 = load i8, i8* %329, align 1, !tbaa !7
  %331 = zext i8 %330 to i32
  %332 = add i32 %328, %331
  %333 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 5
  %334 = load i8, i8* %333, align 1, !tbaa !7
  %335 = zext i8 %334 to i32
  %336 = add i32 %332, %335
  %337 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 6
  %338 = load i8, i8* %337, align 1, !tbaa !7
  %339 = zext i8 %338 to i32
  %340 = add i32 %336, %339
  %341 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 7
  %342 = load i8, i8* %341, align 1, !tbaa !7
  %343 = zext i8 %342 to i32
  %344 = add i32 %340, %343
  %345 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 8
  %346 = load i8, i8* %345, align 1, !tbaa !7
  %347 = zext i8 %346 to i32
  %348 = add i32 %344, %347
  %349 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 9
  %350 = load i8, i8* %349, align 1, !tbaa !7
  %351 = zext i8 %350 to i32
  %352 = add i32 %348, %351
  %353 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 10
  %354 = load i8, i8* %353, align 1, !tbaa !7
  %355 = zext i8 %354 to i32
  %356 = add i32 %352, %355
  %357 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 11
  %358 = load i8, i8* %357, align 1, !tbaa !7
  %359 = zext i8 %358 to i32
  %360 = add i32 %356, %359
  %361 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 12
  %362 = load i8, i8* %361, align 1, !tbaa !7
  %363 = zext i8 %362 to i32
  %364 = add i32 %360, %363
  %365 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 13
  %366 = load i8, i8* %365, align 1, !tbaa !7
  %367 = zext i8 %366 to i32
  %368 = add i32 %364, %367
  %369 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 14
  %370 = load i8, i8* %369, align 1, !tbaa !7
  %371 = zext i8 %370 to i32
  %372 = add i32 %368, %371
  %373 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %312, i32 15
  %374 = load i8, i8* %373, align 1, !tbaa !7
  %375 = zext i8 %374 to i32
  %376 = add i32 %372, %375
  %377 = add nuw nsw i32 %246, 2
  %378 = icmp eq i32 %377, 10
  br i1 %378, label %379, label %245, !llvm.loop !14

379:                                              ; preds = %245
  %380 = xor i32 %376, %55
  %381 = mul i32 %380, 16777619
  %382 = add nuw nsw i32 %54, 1
  %383 = icmp eq i32 %382, 9
  br i1 %383, label %384, label %53, !llvm.loop !15

384:                                              ; preds = %379, %389
  %385 = phi i32 [ %391, %389 ], [ 0, %379 ]
  %386 = phi i32 [ %404, %389 ], [ %381, %379 ]
  br label %393

387:                                              ; preds = %389
  %388 = and i32 %404, 2147483647
  ret i32 %388

389:                                              ; preds = %393
  %390 = tail call i32 @putchar(i32 noundef 10) #2
  %391 = add nuw nsw i32 %385, 1
  %392 = icmp eq i32 %391, 10
  br i1 %392, label %387, label %384, !llvm.loop !16

393:                                              ; preds = %384, %393
  %394 = phi i32 [ 0, %384 ], [ %405, %393 ]
  %395 = phi i32 [ %386, %384 ], [ %404, %393 ]
  %396 = getelementptr inbounds [10 x [16 x i8]], [10 x [16 x i8]]* @grid, i32 0, i32 %385, i32 %394
  %397 = load i8, i8* %396, align 1, !tbaa !7
  %398 = icmp eq i8 %397, 0
  %399 = select i1 %398, i32 46, i32 35
  %400 = tail call i32 @putchar(i32 noundef %399) #2
  %401 = load i8, i8* %396, align 1, !tbaa !7
  %402 = zext i8 %401 to i32
  %403 = xor i32 %395, %402
  %404 = mul i32 %403, 16777619
  %405 = add nuw nsw i32 %394, 1
  %406 = icmp eq i32 %405, 16
  br i1 %406, label %389, label %393, !llvm.loop !17
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
