; ModuleID = 'dotprod_fixed.c'
source_filename = "dotprod_fixed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@va = dso_local local_unnamed_addr global [48 x i16] zeroinitializer, align 16
@vb = dso_local local_unnamed_addr global [48 x i16] zeroinitializer, align 16
@seed = internal unnamed_addr global i32 12345, align 4

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local zeroext i16 @dot_product(i16* nocapture noundef readonly %0, i16* nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %33, %3 ]
  %5 = phi i16 [ 0, %2 ], [ %32, %3 ]
  %6 = phi i16* [ %1, %2 ], [ %34, %3 ]
  %7 = getelementptr inbounds i16, i16* %0, i64 %4
  %8 = load i16, i16* %7, align 2, !tbaa !2
  %9 = load i16, i16* %6, align 2, !tbaa !2
  %10 = mul i16 %9, %8
  %11 = add i16 %10, %5
  %12 = or i64 %4, 1
  %13 = getelementptr inbounds i16, i16* %6, i64 1
  %14 = getelementptr inbounds i16, i16* %0, i64 %12
  %15 = load i16, i16* %14, align 2, !tbaa !2
  %16 = load i16, i16* %13, align 2, !tbaa !2
  %17 = mul i16 %16, %15
  %18 = add i16 %17, %11
  %19 = or i64 %4, 2
  %20 = getelementptr inbounds i16, i16* %6, i64 2
  %21 = getelementptr inbounds i16, i16* %0, i64 %19
  %22 = load i16, i16* %21, align 2, !tbaa !2
  %23 = load i16, i16* %20, align 2, !tbaa !2
  %24 = mul i16 %23, %22
  %25 = add i16 %24, %18
  %26 = or i64 %4, 3
  %27 = getelementptr inbounds i16, i16* %6, i64 3
  %28 = getelementptr inbounds i16, i16* %0, i64 %26
  %29 = load i16, i16* %28, align 2, !tbaa !2
  %30 = load i16, i16* %27, align 2, !tbaa !2
  %31 = mul i16 %30, %29
  %32 = add i16 %31, %25
  %33 = add nuw nsw i64 %4, 4
  %34 = getelementptr inbounds i16, i16* %6, i64 4
  %35 = icmp eq i64 %33, 48
  br i1 %35, label %36, label %3, !llvm.loop !6

36:                                               ; preds = %3
  ret i16 %32
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local zeroext i16 @dot_product_fp(i16* nocapture noundef readonly %0, i16* nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %49, %3 ]
  %5 = phi i16 [ 0, %2 ], [ %48, %3 ]
  %6 = phi i16* [ %1, %2 ], [ %50, %3 ]
  %7 = getelementptr inbounds i16, i16* %0, i64 %4
  %8 = load i16, i16* %7, align 2, !tbaa !2
  %9 = zext i16 %8 to i32
  %10 = load i16, i16* %6, align 2, !tbaa !2
  %11 = zext i16 %10 to i32
  %12 = mul nuw i32 %11, %9
  %13 = lshr i32 %12, 8
  %14 = trunc i32 %13 to i16
  %15 = add i16 %5, %14
  %16 = or i64 %4, 1
  %17 = getelementptr inbounds i16, i16* %6, i64 1
  %18 = getelementptr inbounds i16, i16* %0, i64 %16
  %19 = load i16, i16* %18, align 2, !tbaa !2
  %20 = zext i16 %19 to i32
  %21 = load i16, i16* %17, align 2, !tbaa !2
  %22 = zext i16 %21 to i32
  %23 = mul nuw i32 %22, %20
  %24 = lshr i32 %23, 8
  %25 = trunc i32 %24 to i16
  %26 = add i16 %15, %25
  %27 = or i64 %4, 2
  %28 = getelementptr inbounds i16, i16* %6, i64 2
  %29 = getelementptr inbounds i16, i16* %0, i64 %27
  %30 = load i16, i16* %29, align 2, !tbaa !2
  %31 = zext i16 %30 to i32
  %32 = load i16, i16* %28, align 2, !tbaa !2
  %33 = zext i16 %32 to i32
  %34 = mul nuw i32 %33, %31
  %35 = lshr i32 %34, 8
  %36 = trunc i32 %35 to i16
  %37 = add i16 %26, %36
  %38 = or i64 %4, 3
  %39 = getelementptr inbounds i16, i16* %6, i64 3
  %40 = getelementptr inbounds i16, i16* %0, i64 %38
  %41 = load i16, i16* %40, align 2, !tbaa !2
  %42 = zext i16 %41 to i32
  %43 = load i16, i16* %39, align 2, !tbaa !2
  %44 = zext i16 %43 to i32
  %45 = mul nuw i32 %44, %42
  %46 = lshr i32 %45, 8
  %47 = trunc i32 %46 to i16
  %48 = add i16 %37, %47
  %49 = add nuw nsw i64 %4, 4
  %50 = getelementptr inbounds i16, i16* %6, i64 4
  %51 = icmp eq i64 %49, 48
  br i1 %51, label %52, label %3, !llvm.loop !8

52:                                               ; preds = %3
  ret i16 %48
}

; Function Attrs: nofree norecurse nosync nounwind readonly
define dso_local zeroext i16 @dot_product_fp2(i16* nocapture noundef readonly %0, i16* nocapture noundef readonly %1) local_unnamed_addr #0 {
  br label %3

3:                                                ; preds = %3, %2
  %4 = phi i64 [ 0, %2 ], [ %41, %3 ]
  %5 = phi i32 [ 0, %2 ], [ %40, %3 ]
  %6 = phi i16* [ %1, %2 ], [ %42, %3 ]
  %7 = getelementptr inbounds i16, i16* %0, i64 %4
  %8 = load i16, i16* %7, align 2, !tbaa !2
  %9 = zext i16 %8 to i32
  %10 = load i16, i16* %6, align 2, !tbaa !2
  %11 = zext i16 %10 to i32
  %12 = mul nuw i32 %11, %9
  %13 = add i32 %12, %5
  %14 = or i64 %4, 1
  %15 = getelementptr inbounds i16, i16* %6, i64 1
  %16 = getelementptr inbounds i16, i16* %0, i64 %14
  %17 = load i16, i16* %16, align 2, !tbaa !2
  %18 = zext i16 %17 to i32
  %19 = load i16, i16* %15, align 2, !tbaa !2
  %20 = zext i16 %19 to i32
  %21 = mul nuw i32 %20, %18
  %22 = add i32 %21, %13
  %23 = or i64 %4, 2
  %24 = getelementptr inbounds i16, i16* %6, i64 2
  %25 = getelementptr inbounds i16, i16* %0, i64 %23
  %26 = load i16, i16* %25, align 2, !tbaa !2
  %27 = zext i16 %26 to i32
  %28 = load i16, i16* %24, align 2, !tbaa !2
  %29 = zext i16 %28 to i32
  %30 = mul nuw i32 %29, %27
  %31 = add i32 %30, %22
  %32 = or i64 %4, 3
  %33 = getelementptr inbounds i16, i16* %6, i64 3
  %34 = getelementptr inbounds i16, i16* %0, i64 %32
  %35 = load i16, i16* %34, align 2, !tbaa !2
  %36 = zext i16 %35 to i32
  %37 = load i16, i16* %33, align 2, !tbaa !2
  %38 = zext i16 %37 to i32
  %39 = mul nuw i32 %38, %36
  %40 = add i32 %39, %31
  %41 = add nuw nsw i64 %4, 4
  %42 = getelementptr inbounds i16, i16* %6, i64 4
  %43 = icmp eq i64 %41, 48
  br i1 %43, label %44, label %3, !llvm.loop !9

44:                                               ; preds = %3
  %45 = lshr i32 %40, 8
  %46 = trunc i32 %45 to i16
  ret i16 %46
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #1 {
  br label %1

1:                                                ; preds = %0, %213
  %2 = phi i32 [ -2128831035, %0 ], [ %220, %213 ]
  %3 = phi i32 [ 0, %0 ], [ %221, %213 ]
  %4 = load i32, i32* @seed, align 4, !tbaa !10
  br label %131

5:                                                ; preds = %213
  %6 = and i32 %220, 2147483647
  ret i32 %6

7:                                                ; preds = %131
  store i32 %154, i32* @seed, align 4, !tbaa !10
  br label %8

8:                                                ; preds = %8, %7
  %9 = phi i64 [ 0, %7 ], [ %38, %8 ]
  %10 = phi i16 [ 0, %7 ], [ %37, %8 ]
  %11 = phi i16* [ getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i64 0, i64 0), %7 ], [ %39, %8 ]
  %12 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %9
  %13 = load i16, i16* %12, align 8, !tbaa !2
  %14 = load i16, i16* %11, align 2, !tbaa !2
  %15 = mul i16 %14, %13
  %16 = add i16 %15, %10
  %17 = or i64 %9, 1
  %18 = getelementptr inbounds i16, i16* %11, i64 1
  %19 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %17
  %20 = load i16, i16* %19, align 2, !tbaa !2
  %21 = load i16, i16* %18, align 2, !tbaa !2
  %22 = mul i16 %21, %20
  %23 = add i16 %22, %16
  %24 = or i64 %9, 2
  %25 = getelementptr inbounds i16, i16* %11, i64 2
  %26 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %24
  %27 = load i16, i16* %26, align 4, !tbaa !2
  %28 = load i16, i16* %25, align 2, !tbaa !2
  %29 = mul i16 %28, %27
  %30 = add i16 %29, %23
  %31 = or i64 %9, 3
  %32 = getelementptr inbounds i16, i16* %11, i64 3
  %33 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %31
  %34 = load i16, i16* %33, align 2, !tbaa !2
  %35 = load i16, i16* %32, align 2, !tbaa !2
  %36 = mul i16 %35, %34
  %37 = add i16 %36, %30
  %38 = add nuw nsw i64 %9, 4
  %39 = getelementptr inbounds i16, i16* %11, i64 4
  %40 = icmp eq i64 %38, 48
  br i1 %40, label %41, label %8, !llvm.loop !6

41:                                               ; preds = %8, %41
  %42 = phi i64 [ %87, %41 ], [ 0, %8 ]
  %43 = phi i16 [ %86, %41 ], [ 0, %8 ]
  %44 = phi i16* [ %88, %41 ], [ getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i64 0, i64 0), %8 ]
  %45 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %42
  %46 = load i16, i16* %45, align 8, !tbaa !2
  %47 = zext i16 %46 to i32
  %48 = load i16, i16* %44, align 2, !tbaa !2
  %49 = zext i16 %48 to i32
  %50 = mul nuw i32 %49, %47
  %51 = lshr i32 %50, 8
  %52 = trunc i32 %51 to i16
  %53 = add i16 %43, %52
  %54 = or i64 %42, 1
  %55 = getelementptr inbounds i16, i16* %44, i64 1
  %56 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %54
  %57 = load i16, i16* %56, align 2, !tbaa !2
  %58 = zext i16 %57 to i32
  %59 = load i16, i16* %55, align 2, !tbaa !2
  %60 = zext i16 %59 to i32
  %61 = mul nuw i32 %60, %58
  %62 = lshr i32 %61, 8
  %63 = trunc i32 %62 to i16
  %64 = add i16 %53, %63
  %65 = or i64 %42, 2
  %66 = getelementptr inbounds i16, i16* %44, i64 2
  %67 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %65
  %68 = load i16, i16* %67, align 4, !tbaa !2
  %69 = zext i16 %68 to i32
  %70 = load i16, i16* %66, align 2, !tbaa !2
  %71 = zext i16 %70 to i32
  %72 = mul nuw i32 %71, %69
  %73 = lshr i32 %72, 8
  %74 = trunc i32 %73 to i16
  %75 = add i16 %64, %74
  %76 = or i64 %42, 3
  %77 = getelementptr inbounds i16, i16* %44, i64 3
  %78 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %76
  %79 = load i16, i16* %78, align 2, !tbaa !2
  %80 = zext i16 %79 to i32
  %81 = load i16, i16* %77, align 2, !tbaa !2
  %82 = zext i16 %81 to i32
  %83 = mul nuw i32 %82, %80
  %84 = lshr i32 %83, 8
  %85 = trunc i32 %84 to i16
  %86 = add i16 %75, %85
  %87 = add nuw nsw i64 %42, 4
  %88 = getelementptr inbounds i16, i16* %44, i64 4
  %89 = icmp eq i64 %87, 48
  br i1 %89, label %90, label %41, !llvm.loop !8

90:                                               ; preds = %41, %90
  %91 = phi i64 [ %128, %90 ], [ 0, %41 ]
  %92 = phi i32 [ %127, %90 ], [ 0, %41 ]
  %93 = phi i16* [ %129, %90 ], [ getelementptr inbounds ([48 x i16], [48 x i16]* @vb, i64 0, i64 0), %41 ]
  %94 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %91
  %95 = load i16, i16* %94, align 8, !tbaa !2
  %96 = zext i16 %95 to i32
  %97 = load i16, i16* %93, align 2, !tbaa !2
  %98 = zext i16 %97 to i32
  %99 = mul nuw i32 %98, %96
  %100 = add i32 %99, %92
  %101 = or i64 %91, 1
  %102 = getelementptr inbounds i16, i16* %93, i64 1
  %103 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %101
  %104 = load i16, i16* %103, align 2, !tbaa !2
  %105 = zext i16 %104 to i32
  %106 = load i16, i16* %102, align 2, !tbaa !2
  %107 = zext i16 %106 to i32
  %108 = mul nuw i32 %107, %105
  %109 = add i32 %108, %100
  %110 = or i64 %91, 2
  %111 = getelementptr inbounds i16, i16* %93, i64 2
  %112 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %110
  %113 = load i16, i16* %112, align 4, !tbaa !2
  %114 = zext i16 %113 to i32
  %115 = load i16, i16* %111, align 2, !tbaa !2
  %116 = zext i16 %115 to i32
  %117 = mul nuw i32 %116, %114
  %118 = add i32 %117, %109
  %119 = or i64 %91, 3
  %120 = getelementptr inbounds i16, i16* %93, i64 3
  %121 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %119
  %122 = load i16, i16* %121, align 2, !tbaa !2
  %123 = zext i16 %122 to i32
  %124 = load i16, i16* %120, align 2, !tbaa !2
  %125 = zext i16 %124 to i32
  %126 = mul nuw i32 %125, %123
  %127 = add i32 %126, %118
  %128 = add nuw nsw i64 %91, 4
  %129 = getelementptr inbounds i16, i16* %93, i64 4
  %130 = icmp eq i64 %128, 48
  br i1 %130, label %167, label %90, !llvm.loop !9

131:                                              ; preds = %131, %1
  %132 = phi i64 [ 0, %1 ], [ %159, %131 ]
  %133 = phi i32 [ %4, %1 ], [ %154, %131 ]
  %134 = mul i32 %133, 1103515245
  %135 = add i32 %134, 12345
  %136 = lshr i32 %135, 16
  %137 = trunc i32 %136 to i16
  %138 = and i16 %137, 1023
  %139 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %132
  store i16 %138, i16* %139, align 4, !tbaa !2
  %140 = mul i32 %135, 1103515245
  %141 = add i32 %140, 12345
  %142 = lshr i32 %141, 16
  %143 = trunc i32 %142 to i16
  %144 = and i16 %143, 1023
  %145 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i64 0, i64 %132
  store i16 %144, i16* %145, align 4, !tbaa !2
  %146 = or i64 %132, 1
  %147 = mul i32 %141, 1103515245
  %148 = add i32 %147, 12345
  %149 = lshr i32 %148, 16
  %150 = trunc i32 %149 to i16
  %151 = and i16 %150, 1023
  %152 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %146
  store i16 %151, i16* %152, align 2, !tbaa !2
  %153 = mul i32 %148, 1103515245
  %154 = add i32 %153, 12345
  %155 = lshr i32 %154, 16
  %156 = trunc i32 %155 to i16
  %157 = and i16 %156, 1023
  %158 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i64 0, i64 %146
  store i16 %157, i16* %158, align 2, !tbaa !2
  %159 = add nuw nsw i64 %132, 2
  %160 = icmp eq i64 %159, 48
  br i1 %160, label %7, label %131, !llvm.loop !12

161:                                              ; preds = %167
  %162 = lshr i32 %127, 8
  %163 = lshr i32 %204, 8
  %164 = and i32 %163, 65535
  %165 = and i32 %162, 65535
  %166 = icmp eq i32 %164, %165
  br i1 %166, label %208, label %207

167:                                              ; preds = %90, %167
  %168 = phi i64 [ %205, %167 ], [ 0, %90 ]
  %169 = phi i32 [ %204, %167 ], [ 0, %90 ]
  %170 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %168
  %171 = load i16, i16* %170, align 8, !tbaa !2
  %172 = zext i16 %171 to i32
  %173 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i64 0, i64 %168
  %174 = load i16, i16* %173, align 8, !tbaa !2
  %175 = zext i16 %174 to i32
  %176 = mul nuw i32 %175, %172
  %177 = add i32 %176, %169
  %178 = or i64 %168, 1
  %179 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %178
  %180 = load i16, i16* %179, align 2, !tbaa !2
  %181 = zext i16 %180 to i32
  %182 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i64 0, i64 %178
  %183 = load i16, i16* %182, align 2, !tbaa !2
  %184 = zext i16 %183 to i32
  %185 = mul nuw i32 %184, %181
  %186 = add i32 %185, %177
  %187 = or i64 %168, 2
  %188 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %187
  %189 = load i16, i16* %188, align 4, !tbaa !2
  %190 = zext i16 %189 to i32
  %191 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i64 0, i64 %187
  %192 = load i16, i16* %191, align 4, !tbaa !2
  %193 = zext i16 %192 to i32
  %194 = mul nuw i32 %193, %190
  %195 = add i32 %194, %186
  %196 = or i64 %168, 3
  %197 = getelementptr inbounds [48 x i16], [48 x i16]* @va, i64 0, i64 %196
  %198 = load i16, i16* %197, align 2, !tbaa !2
  %199 = zext i16 %198 to i32
  %200 = getelementptr inbounds [48 x i16], [48 x i16]* @vb, i64 0, i64 %196
  %201 = load i16, i16* %200, align 2, !tbaa !2
  %202 = zext i16 %201 to i32
  %203 = mul nuw i32 %202, %199
  %204 = add i32 %203, %195
  %205 = add nuw nsw i64 %168, 4
  %206 = icmp eq i64 %205, 48
  br i1 %206, label %161, label %167, !llvm.loop !13

207:                                              ; preds = %161
  tail call void @abort() #3
  br label %208

208:                                              ; preds = %207, %161
  %209 = and i32 %204, 65535
  %210 = zext i16 %37 to i32
  %211 = icmp eq i32 %209, %210
  br i1 %211, label %213, label %212

212:                                              ; preds = %208
  tail call void @abort() #3
  br label %213

213:                                              ; preds = %212, %208
  %214 = xor i32 %2, %210
  %215 = mul i32 %214, 16777619
  %216 = zext i16 %86 to i32
  %217 = xor i32 %215, %216
  %218 = mul i32 %217, 16777619
  %219 = xor i32 %165, %218
  %220 = mul i32 %219, 16777619
  %221 = add nuw nsw i32 %3, 1
  %222 = icmp eq i32 %221, 24
  br i1 %222, label %5, label %1, !llvm.loop !14
}

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nofree norecurse nosync nounwind readonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"short", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C/C++ TBAA"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !4, i64 0}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
