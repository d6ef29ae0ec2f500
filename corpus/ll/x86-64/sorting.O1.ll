; ModuleID = 'sorting.c'
source_filename = "sorting.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type { i8, i16 }

@orig = internal global [160 x i32] zeroinitializer, align 16
@recs = internal unnamed_addr global [160 x %struct.rec] zeroinitializer, align 16
@h1 = internal global [160 x i32] zeroinitializer, align 16
@s1 = internal global [160 x i32] zeroinitializer, align 16
@m1 = internal global [160 x i32] zeroinitializer, align 16
@sorted_recs = internal unnamed_addr global [160 x %struct.rec] zeroinitializer, align 16
@shell_sort.gaps = internal unnamed_addr constant [5 x i32] [i32 57, i32 23, i32 10, i32 4, i32 1], align 16
@tmp = internal global [160 x i32] zeroinitializer, align 16
@counting_sort.count = internal unnamed_addr global [257 x i32] zeroinitializer, align 16

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %211

1:                                                ; preds = %227
  %2 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i64 noundef 640) #3
  %3 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @s1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i64 noundef 640) #3
  %4 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i64 noundef 640) #3
  br label %5

5:                                                ; preds = %41, %1
  %6 = phi i32 [ 79, %1 ], [ %42, %41 ]
  br label %7

7:                                                ; preds = %39, %5
  %8 = phi i32 [ %40, %39 ], [ %6, %5 ]
  %9 = shl nsw i32 %8, 1
  %10 = or i32 %9, 1
  %11 = icmp sgt i32 %10, 159
  br i1 %11, label %41, label %12

12:                                               ; preds = %7
  %13 = sext i32 %8 to i64
  %14 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %13
  %15 = load i32, i32* %14, align 4, !tbaa !2
  %16 = sext i32 %10 to i64
  %17 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %16
  %18 = load i32, i32* %17, align 4, !tbaa !2
  %19 = icmp slt i32 %15, %18
  %20 = select i1 %19, i32 %10, i32 %8
  %21 = add i32 %9, 2
  %22 = icmp sgt i32 %21, 159
  br i1 %22, label %32, label %23

23:                                               ; preds = %12
  %24 = sext i32 %20 to i64
  %25 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %24
  %26 = load i32, i32* %25, align 4, !tbaa !2
  %27 = sext i32 %21 to i64
  %28 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %27
  %29 = load i32, i32* %28, align 8, !tbaa !2
  %30 = icmp slt i32 %26, %29
  %31 = select i1 %30, i32 %21, i32 %20
  br label %32

32:                                               ; preds = %23, %12
  %33 = phi i32 [ %20, %12 ], [ %31, %23 ]
  %34 = icmp eq i32 %33, %8
  br i1 %34, label %39, label %35

35:                                               ; preds = %32
  %36 = sext i32 %33 to i64
  %37 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %36
  %38 = load i32, i32* %37, align 4, !tbaa !2
  store i32 %38, i32* %14, align 4, !tbaa !2
  store i32 %15, i32* %37, align 4, !tbaa !2
  br label %39

39:                                               ; preds = %35, %32
  %40 = phi i32 [ %33, %35 ], [ %8, %32 ]
  br i1 %34, label %41, label %7, !llvm.loop !6

41:                                               ; preds = %39, %7
  %42 = add nsw i32 %6, -1
  %43 = icmp eq i32 %6, 0
  br i1 %43, label %44, label %5, !llvm.loop !9

44:                                               ; preds = %41, %84
  %45 = phi i64 [ %49, %84 ], [ 159, %41 ]
  %46 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %45
  %47 = load i32, i32* %46, align 4, !tbaa !2
  %48 = load i32, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i64 0, i64 0), align 16, !tbaa !2
  store i32 %48, i32* %46, align 4, !tbaa !2
  store i32 %47, i32* getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i64 0, i64 0), align 16, !tbaa !2
  %49 = add nsw i64 %45, -1
  br label %50

50:                                               ; preds = %82, %44
  %51 = phi i32 [ 0, %44 ], [ %83, %82 ]
  %52 = shl nsw i32 %51, 1
  %53 = or i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = icmp sgt i64 %45, %54
  br i1 %55, label %56, label %84

56:                                               ; preds = %50
  %57 = sext i32 %51 to i64
  %58 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %57
  %59 = load i32, i32* %58, align 4, !tbaa !2
  %60 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %54
  %61 = load i32, i32* %60, align 4, !tbaa !2
  %62 = icmp slt i32 %59, %61
  %63 = select i1 %62, i32 %53, i32 %51
  %64 = add i32 %52, 2
  %65 = sext i32 %64 to i64
  %66 = icmp sgt i64 %45, %65
  br i1 %66, label %67, label %75

67:                                               ; preds = %56
  %68 = sext i32 %63 to i64
  %69 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %68
  %70 = load i32, i32* %69, align 4, !tbaa !2
  %71 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %65
  %72 = load i32, i32* %71, align 8, !tbaa !2
  %73 = icmp slt i32 %70, %72
  %74 = select i1 %73, i32 %64, i32 %63
  br label %75

75:                                               ; preds = %67, %56
  %76 = phi i32 [ %63, %56 ], [ %74, %67 ]
  %77 = icmp eq i32 %76, %51
  br i1 %77, label %82, label %78

78:                                               ; preds = %75
  %79 = sext i32 %76 to i64
  %80 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %79
  %81 = load i32, i32* %80, align 4, !tbaa !2
  store i32 %81, i32* %58, align 4, !tbaa !2
  store i32 %59, i32* %80, align 4, !tbaa !2
  br label %82

82:                                               ; preds = %78, %75
  %83 = phi i32 [ %76, %78 ], [ %51, %75 ]
  br i1 %77, label %84, label %50, !llvm.loop !6

84:                                               ; preds = %82, %50
  %85 = icmp ugt i64 %45, 1
  br i1 %85, label %44, label %86, !llvm.loop !10

86:                                               ; preds = %84, %93
  %87 = phi i64 [ %94, %93 ], [ 0, %84 ]
  %88 = getelementptr inbounds [5 x i32], [5 x i32]* @shell_sort.gaps, i64 0, i64 %87
  %89 = load i32, i32* %88, align 4, !tbaa !2
  %90 = sext i32 %89 to i64
  %91 = call i32 @llvm.smax.i32(i32 %89, i32 159) #4
  %92 = add nuw i32 %91, 1
  br label %96

93:                                               ; preds = %113
  %94 = add nuw nsw i64 %87, 1
  %95 = icmp eq i64 %94, 5
  br i1 %95, label %120, label %86, !llvm.loop !11

96:                                               ; preds = %113, %86
  %97 = phi i64 [ %90, %86 ], [ %117, %113 ]
  %98 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %97
  %99 = load i32, i32* %98, align 4, !tbaa !2
  %100 = icmp slt i64 %97, %90
  %101 = trunc i64 %97 to i32
  br i1 %100, label %113, label %102

102:                                              ; preds = %96, %109
  %103 = phi i32 [ %104, %109 ], [ %101, %96 ]
  %104 = sub nsw i32 %103, %89
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %105
  %107 = load i32, i32* %106, align 4, !tbaa !2
  %108 = icmp sgt i32 %107, %99
  br i1 %108, label %109, label %113

109:                                              ; preds = %102
  %110 = sext i32 %103 to i64
  %111 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %110
  store i32 %107, i32* %111, align 4, !tbaa !2
  %112 = icmp slt i32 %104, %89
  br i1 %112, label %113, label %102, !llvm.loop !12

113:                                              ; preds = %109, %102, %96
  %114 = phi i32 [ %101, %96 ], [ %103, %102 ], [ %104, %109 ]
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [160 x i32], [160 x i32]* @s1, i64 0, i64 %115
  store i32 %99, i32* %116, align 4, !tbaa !2
  %117 = add nsw i64 %97, 1
  %118 = trunc i64 %117 to i32
  %119 = icmp eq i32 %92, %118
  br i1 %119, label %93, label %96, !llvm.loop !13

120:                                              ; preds = %93, %128
  %121 = phi i32 [ %122, %128 ], [ 1, %93 ]
  %122 = shl i32 %121, 1
  %123 = sext i32 %122 to i64
  br label %131

124:                                              ; preds = %199, %184
  %125 = icmp ult i32 %144, 160
  %126 = add i32 %133, %122
  %127 = add i32 %132, %122
  br i1 %125, label %131, label %128, !llvm.loop !14

128:                                              ; preds = %124
  %129 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @tmp to i8*), i64 noundef 640) #3
  %130 = icmp ult i32 %122, 160
  br i1 %130, label %120, label %208, !llvm.loop !15

131:                                              ; preds = %124, %120
  %132 = phi i32 [ %127, %124 ], [ %122, %120 ]
  %133 = phi i32 [ %126, %124 ], [ %121, %120 ]
  %134 = phi i64 [ %143, %124 ], [ 0, %120 ]
  %135 = call i32 @llvm.smin.i32(i32 %132, i32 160)
  %136 = sext i32 %135 to i64
  %137 = call i32 @llvm.smin.i32(i32 %133, i32 160)
  %138 = sext i32 %137 to i64
  %139 = trunc i64 %134 to i32
  %140 = add nsw i32 %121, %139
  %141 = icmp slt i32 %140, 160
  %142 = select i1 %141, i32 %140, i32 160
  %143 = add i64 %134, %123
  %144 = trunc i64 %143 to i32
  %145 = icmp slt i32 %144, 160
  %146 = select i1 %145, i32 %144, i32 160
  %147 = icmp sgt i32 %142, %139
  %148 = icmp slt i32 %142, %146
  %149 = select i1 %147, i1 %148, i1 false
  br i1 %149, label %160, label %152

150:                                              ; preds = %160
  %151 = trunc i64 %177 to i32
  br label %152

152:                                              ; preds = %150, %131
  %153 = phi i32 [ %139, %131 ], [ %173, %150 ]
  %154 = phi i32 [ %142, %131 ], [ %175, %150 ]
  %155 = phi i32 [ %139, %131 ], [ %151, %150 ]
  %156 = icmp slt i32 %153, %142
  br i1 %156, label %157, label %184

157:                                              ; preds = %152
  %158 = sext i32 %155 to i64
  %159 = sext i32 %153 to i64
  br label %190

160:                                              ; preds = %131, %160
  %161 = phi i64 [ %177, %160 ], [ %134, %131 ]
  %162 = phi i32 [ %175, %160 ], [ %142, %131 ]
  %163 = phi i32 [ %173, %160 ], [ %139, %131 ]
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %164
  %166 = load i32, i32* %165, align 4, !tbaa !2
  %167 = sext i32 %162 to i64
  %168 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %167
  %169 = load i32, i32* %168, align 4, !tbaa !2
  %170 = icmp sgt i32 %166, %169
  %171 = xor i1 %170, true
  %172 = zext i1 %171 to i32
  %173 = add nsw i32 %163, %172
  %174 = zext i1 %170 to i32
  %175 = add nsw i32 %162, %174
  %176 = select i1 %170, i32 %169, i32 %166
  %177 = add i64 %161, 1
  %178 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %161
  store i32 %176, i32* %178, align 4, !tbaa !2
  %179 = icmp slt i32 %173, %142
  %180 = icmp slt i32 %175, %146
  %181 = select i1 %179, i1 %180, i1 false
  br i1 %181, label %160, label %150, !llvm.loop !16

182:                                              ; preds = %190
  %183 = trunc i64 %196 to i32
  br label %184

184:                                              ; preds = %182, %152
  %185 = phi i32 [ %155, %152 ], [ %183, %182 ]
  %186 = icmp slt i32 %154, %146
  br i1 %186, label %187, label %124

187:                                              ; preds = %184
  %188 = sext i32 %185 to i64
  %189 = sext i32 %154 to i64
  br label %199

190:                                              ; preds = %190, %157
  %191 = phi i64 [ %159, %157 ], [ %193, %190 ]
  %192 = phi i64 [ %158, %157 ], [ %196, %190 ]
  %193 = add nsw i64 %191, 1
  %194 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %191
  %195 = load i32, i32* %194, align 4, !tbaa !2
  %196 = add nsw i64 %192, 1
  %197 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %192
  store i32 %195, i32* %197, align 4, !tbaa !2
  %198 = icmp eq i64 %193, %138
  br i1 %198, label %182, label %190, !llvm.loop !17

199:                                              ; preds = %199, %187
  %200 = phi i64 [ %189, %187 ], [ %202, %199 ]
  %201 = phi i64 [ %188, %187 ], [ %205, %199 ]
  %202 = add nsw i64 %200, 1
  %203 = getelementptr inbounds [160 x i32], [160 x i32]* @m1, i64 0, i64 %200
  %204 = load i32, i32* %203, align 4, !tbaa !2
  %205 = add nsw i64 %201, 1
  %206 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i64 0, i64 %201
  store i32 %204, i32* %206, align 4, !tbaa !2
  %207 = icmp eq i64 %202, %136
  br i1 %207, label %124, label %199, !llvm.loop !18

208:                                              ; preds = %128
  %209 = call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @s1 to i8*), i64 noundef 640) #3
  %210 = icmp eq i32 %209, 0
  br i1 %210, label %235, label %238

211:                                              ; preds = %0, %227
  %212 = phi i64 [ 0, %0 ], [ %233, %227 ]
  %213 = phi i32 [ 2024, %0 ], [ %215, %227 ]
  %214 = mul i32 %213, 1664525
  %215 = add i32 %214, 1013904223
  %216 = lshr i32 %215, 8
  %217 = add nsw i32 %216, -8388608
  %218 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i64 0, i64 %212
  store i32 %217, i32* %218, align 4, !tbaa !2
  %219 = trunc i64 %212 to i32
  %220 = urem i32 %219, 9
  %221 = icmp eq i32 %220, 3
  br i1 %221, label %222, label %227

222:                                              ; preds = %211
  %223 = lshr i64 %212, 1
  %224 = and i64 %223, 2147483647
  %225 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i64 0, i64 %224
  %226 = load i32, i32* %225, align 4, !tbaa !2
  store i32 %226, i32* %218, align 4, !tbaa !2
  br label %227

227:                                              ; preds = %222, %211
  %228 = lshr i32 %215, 27
  %229 = trunc i32 %228 to i8
  %230 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i64 0, i64 %212, i32 0
  store i8 %229, i8* %230, align 4, !tbaa !19
  %231 = trunc i64 %212 to i16
  %232 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i64 0, i64 %212, i32 1
  store i16 %231, i16* %232, align 2, !tbaa !22
  %233 = add nuw nsw i64 %212, 1
  %234 = icmp eq i64 %233, 160
  br i1 %234, label %1, label %211, !llvm.loop !23

235:                                              ; preds = %208
  %236 = call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @m1 to i8*), i64 noundef 640) #3
  %237 = icmp eq i32 %236, 0
  br i1 %237, label %239, label %238

238:                                              ; preds = %235, %208
  call void @abort() #3
  br label %239

239:                                              ; preds = %238, %235
  br label %240

240:                                              ; preds = %239, %240
  %241 = phi i64 [ %243, %240 ], [ 0, %239 ]
  %242 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %241
  store i32 0, i32* %242, align 4, !tbaa !2
  %243 = add nuw nsw i64 %241, 1
  %244 = icmp eq i64 %243, 257
  br i1 %244, label %245, label %240, !llvm.loop !24

245:                                              ; preds = %240, %245
  %246 = phi i64 [ %254, %245 ], [ 0, %240 ]
  %247 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i64 0, i64 %246, i32 0
  %248 = load i8, i8* %247, align 4, !tbaa !19
  %249 = zext i8 %248 to i64
  %250 = add nuw nsw i64 %249, 1
  %251 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %250
  %252 = load i32, i32* %251, align 4, !tbaa !2
  %253 = add nsw i32 %252, 1
  store i32 %253, i32* %251, align 4, !tbaa !2
  %254 = add nuw nsw i64 %246, 1
  %255 = icmp eq i64 %254, 160
  br i1 %255, label %256, label %245, !llvm.loop !25

256:                                              ; preds = %245
  %257 = load i32, i32* getelementptr inbounds ([257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 0), align 16
  br label %258

258:                                              ; preds = %256, %258
  %259 = phi i32 [ %257, %256 ], [ %263, %258 ]
  %260 = phi i64 [ 1, %256 ], [ %264, %258 ]
  %261 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %260
  %262 = load i32, i32* %261, align 4, !tbaa !2
  %263 = add nsw i32 %262, %259
  store i32 %263, i32* %261, align 4, !tbaa !2
  %264 = add nuw nsw i64 %260, 1
  %265 = icmp eq i64 %264, 257
  br i1 %265, label %266, label %258, !llvm.loop !26

266:                                              ; preds = %258, %266
  %267 = phi i64 [ %280, %266 ], [ 0, %258 ]
  %268 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i64 0, i64 %267
  %269 = getelementptr inbounds %struct.rec, %struct.rec* %268, i64 0, i32 0
  %270 = load i8, i8* %269, align 4, !tbaa !19
  %271 = zext i8 %270 to i64
  %272 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i64 0, i64 %271
  %273 = load i32, i32* %272, align 4, !tbaa !2
  %274 = add nsw i32 %273, 1
  store i32 %274, i32* %272, align 4, !tbaa !2
  %275 = sext i32 %273 to i64
  %276 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %275, i32 0
  %277 = bitcast %struct.rec* %268 to i32*
  %278 = bitcast i8* %276 to i32*
  %279 = load i32, i32* %277, align 4
  store i32 %279, i32* %278, align 4
  %280 = add nuw nsw i64 %267, 1
  %281 = icmp eq i64 %280, 160
  br i1 %281, label %284, label %266, !llvm.loop !27

282:                                              ; preds = %312
  %283 = and i32 %321, 2147483647
  ret i32 %283

284:                                              ; preds = %266, %312
  %285 = phi i64 [ %322, %312 ], [ 0, %266 ]
  %286 = phi i32 [ %321, %312 ], [ -2128831035, %266 ]
  %287 = icmp eq i64 %285, 0
  br i1 %287, label %312, label %288

288:                                              ; preds = %284
  %289 = add nuw i64 %285, 4294967295
  %290 = and i64 %289, 4294967295
  %291 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %290
  %292 = load i32, i32* %291, align 4, !tbaa !2
  %293 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %285
  %294 = load i32, i32* %293, align 4, !tbaa !2
  %295 = icmp sgt i32 %292, %294
  br i1 %295, label %296, label %297

296:                                              ; preds = %288
  call void @abort() #3
  br label %297

297:                                              ; preds = %288, %296
  %298 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %290, i32 0
  %299 = load i8, i8* %298, align 4, !tbaa !19
  %300 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %285, i32 0
  %301 = load i8, i8* %300, align 4, !tbaa !19
  %302 = icmp ugt i8 %299, %301
  br i1 %302, label %311, label %303

303:                                              ; preds = %297
  %304 = icmp eq i8 %299, %301
  br i1 %304, label %305, label %312

305:                                              ; preds = %303
  %306 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %290, i32 1
  %307 = load i16, i16* %306, align 2, !tbaa !22
  %308 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %285, i32 1
  %309 = load i16, i16* %308, align 2, !tbaa !22
  %310 = icmp ugt i16 %307, %309
  br i1 %310, label %311, label %312

311:                                              ; preds = %305, %297
  call void @abort() #3
  br label %312

312:                                              ; preds = %284, %311, %305, %303
  %313 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i64 0, i64 %285
  %314 = load i32, i32* %313, align 4, !tbaa !2
  %315 = xor i32 %314, %286
  %316 = mul i32 %315, 16777619
  %317 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i64 0, i64 %285, i32 1
  %318 = load i16, i16* %317, align 2, !tbaa !22
  %319 = zext i16 %318 to i32
  %320 = xor i32 %316, %319
  %321 = mul i32 %320, 16777619
  %322 = add nuw nsw i64 %285, 1
  %323 = icmp eq i64 %322, 160
  br i1 %323, label %282, label %284, !llvm.loop !28
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i64 noundef) local_unnamed_addr #1

declare dso_local void @abort() local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nobuiltin nounwind "no-builtins" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"int", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7, !8}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.unroll.disable"}
!9 = distinct !{!9, !7, !8}
!10 = distinct !{!10, !7, !8}
!11 = distinct !{!11, !7, !8}
!12 = distinct !{!12, !7, !8}
!13 = distinct !{!13, !7, !8}
!14 = distinct !{!14, !7, !8}
!15 = distinct !{!15, !7, !8}
!16 = distinct !{!16, !7, !8}
!17 = distinct !{!17, !7, !8}
!18 = distinct !{!18, !7, !8}
!19 = !{!20, !4, i64 0}
!20 = !{!"rec", !4, i64 0, !21, i64 2}
!21 = !{!"short", !4, i64 0}
!22 = !{!20, !21, i64 2}
!23 = distinct !{!23, !7, !8}
!24 = distinct !{!24, !7, !8}
!25 = distinct !{!25, !7, !8}
!26 = distinct !{!26, !7, !8}
!27 = distinct !{!27, !7, !8}
!28 = distinct !{!28, !7, !8}
