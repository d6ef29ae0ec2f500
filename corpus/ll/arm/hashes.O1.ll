; ModuleID = 'hashes.c'
source_filename = "hashes.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@main.check = internal unnamed_addr constant [9 x i8] c"123456789", align 1
@buf = internal unnamed_addr global [256 x i8] zeroinitializer, align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %3, %0
  %2 = phi i32 [ 0, %0 ], [ %5, %3 ]
  br label %7

3:                                                ; preds = %7
  %4 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %2
  store i32 %14, i32* %4, align 4, !tbaa !7
  %5 = add nuw nsw i32 %2, 1
  %6 = icmp eq i32 %5, 256
  br i1 %6, label %17, label %1, !llvm.loop !11

7:                                                ; preds = %7, %1
  %8 = phi i32 [ 0, %1 ], [ %15, %7 ]
  %9 = phi i32 [ %2, %1 ], [ %14, %7 ]
  %10 = and i32 %9, 1
  %11 = icmp eq i32 %10, 0
  %12 = lshr i32 %9, 1
  %13 = xor i32 %12, -306674912
  %14 = select i1 %11, i32 %12, i32 %13
  %15 = add nuw nsw i32 %8, 1
  %16 = icmp eq i32 %15, 8
  br i1 %16, label %3, label %7, !llvm.loop !14

17:                                               ; preds = %3, %24
  %18 = phi i32 [ %25, %24 ], [ 0, %3 ]
  %19 = phi i32 [ %34, %24 ], [ -1, %3 ]
  %20 = getelementptr inbounds [9 x i8], [9 x i8]* @main.check, i32 0, i32 %18
  %21 = load i8, i8* %20, align 1, !tbaa !15
  %22 = zext i8 %21 to i32
  %23 = xor i32 %19, %22
  br label %27

24:                                               ; preds = %27
  %25 = add nuw nsw i32 %18, 1
  %26 = icmp eq i32 %25, 9
  br i1 %26, label %37, label %17, !llvm.loop !16

27:                                               ; preds = %27, %17
  %28 = phi i32 [ 0, %17 ], [ %35, %27 ]
  %29 = phi i32 [ %23, %17 ], [ %34, %27 ]
  %30 = lshr i32 %29, 1
  %31 = and i32 %29, 1
  %32 = sub nsw i32 0, %31
  %33 = and i32 %32, -306674912
  %34 = xor i32 %33, %30
  %35 = add nuw nsw i32 %28, 1
  %36 = icmp eq i32 %35, 8
  br i1 %36, label %24, label %27, !llvm.loop !17

37:                                               ; preds = %24
  %38 = icmp eq i32 %34, 873187033
  br i1 %38, label %40, label %39

39:                                               ; preds = %37
  call void @abort() #2
  br label %40

40:                                               ; preds = %39, %37
  br label %41

41:                                               ; preds = %40, %41
  %42 = phi i32 [ %54, %41 ], [ -1, %40 ]
  %43 = phi i32 [ %45, %41 ], [ 9, %40 ]
  %44 = phi i8* [ %46, %41 ], [ getelementptr inbounds ([9 x i8], [9 x i8]* @main.check, i32 0, i32 0), %40 ]
  %45 = add nsw i32 %43, -1
  %46 = getelementptr inbounds i8, i8* %44, i32 1
  %47 = load i8, i8* %44, align 1, !tbaa !15
  %48 = zext i8 %47 to i32
  %49 = and i32 %42, 255
  %50 = xor i32 %49, %48
  %51 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %50
  %52 = load i32, i32* %51, align 4, !tbaa !7
  %53 = lshr i32 %42, 8
  %54 = xor i32 %52, %53
  %55 = icmp eq i32 %45, 0
  br i1 %55, label %56, label %41, !llvm.loop !18

56:                                               ; preds = %41
  %57 = icmp eq i32 %54, 873187033
  br i1 %57, label %58, label %59

58:                                               ; preds = %59, %56
  br label %119

59:                                               ; preds = %56
  call void @abort() #2
  br label %58

60:                                               ; preds = %119, %67
  %61 = phi i32 [ %68, %67 ], [ 0, %119 ]
  %62 = phi i32 [ %77, %67 ], [ -1, %119 ]
  %63 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %61
  %64 = load i8, i8* %63, align 1, !tbaa !15
  %65 = zext i8 %64 to i32
  %66 = xor i32 %62, %65
  br label %70

67:                                               ; preds = %70
  %68 = add nuw nsw i32 %61, 1
  %69 = icmp eq i32 %68, 256
  br i1 %69, label %80, label %60, !llvm.loop !16

70:                                               ; preds = %70, %60
  %71 = phi i32 [ 0, %60 ], [ %78, %70 ]
  %72 = phi i32 [ %66, %60 ], [ %77, %70 ]
  %73 = lshr i32 %72, 1
  %74 = and i32 %72, 1
  %75 = sub nsw i32 0, %74
  %76 = and i32 %75, -306674912
  %77 = xor i32 %76, %73
  %78 = add nuw nsw i32 %71, 1
  %79 = icmp eq i32 %78, 8
  br i1 %79, label %67, label %70, !llvm.loop !17

80:                                               ; preds = %67, %80
  %81 = phi i32 [ %93, %80 ], [ -1, %67 ]
  %82 = phi i32 [ %84, %80 ], [ 256, %67 ]
  %83 = phi i8* [ %85, %80 ], [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), %67 ]
  %84 = add nsw i32 %82, -1
  %85 = getelementptr inbounds i8, i8* %83, i32 1
  %86 = load i8, i8* %83, align 1, !tbaa !15
  %87 = zext i8 %86 to i32
  %88 = and i32 %81, 255
  %89 = xor i32 %88, %87
  %90 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %89
  %91 = load i32, i32* %90, align 4, !tbaa !7
  %92 = lshr i32 %81, 8
  %93 = xor i32 %91, %92
  %94 = icmp eq i32 %84, 0
  br i1 %94, label %95, label %80, !llvm.loop !18

95:                                               ; preds = %80, %102
  %96 = phi i32 [ %103, %102 ], [ 0, %80 ]
  %97 = phi i32 [ %112, %102 ], [ -1, %80 ]
  %98 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %96
  %99 = load i8, i8* %98, align 1, !tbaa !15
  %100 = zext i8 %99 to i32
  %101 = xor i32 %97, %100
  br label %105

102:                                              ; preds = %105
  %103 = add nuw nsw i32 %96, 1
  %104 = icmp eq i32 %103, 256
  br i1 %104, label %115, label %95, !llvm.loop !16

105:                                              ; preds = %105, %95
  %106 = phi i32 [ 0, %95 ], [ %113, %105 ]
  %107 = phi i32 [ %101, %95 ], [ %112, %105 ]
  %108 = lshr i32 %107, 1
  %109 = and i32 %107, 1
  %110 = sub nsw i32 0, %109
  %111 = and i32 %110, -306674912
  %112 = xor i32 %111, %108
  %113 = add nuw nsw i32 %106, 1
  %114 = icmp eq i32 %113, 8
  br i1 %114, label %102, label %105, !llvm.loop !17

115:                                              ; preds = %102
  %116 = xor i32 %77, -1
  %117 = icmp eq i32 %93, %112
  br i1 %117, label %118, label %129

118:                                              ; preds = %129, %115
  br label %132

119:                                              ; preds = %58, %119
  %120 = phi i32 [ %123, %119 ], [ 1, %58 ]
  %121 = phi i32 [ %127, %119 ], [ 0, %58 ]
  %122 = mul i32 %120, 1103515245
  %123 = add i32 %122, 12345
  %124 = lshr i32 %123, 16
  %125 = trunc i32 %124 to i8
  %126 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %121
  store i8 %125, i8* %126, align 1, !tbaa !15
  %127 = add nuw nsw i32 %121, 1
  %128 = icmp eq i32 %127, 256
  br i1 %128, label %60, label %119, !llvm.loop !19

129:                                              ; preds = %115
  call void @abort() #2
  br label %118

130:                                              ; preds = %197
  %131 = and i32 %203, 2147483647
  ret i32 %131

132:                                              ; preds = %118, %197
  %133 = phi i32 [ %204, %197 ], [ 1, %118 ]
  %134 = phi i32 [ %203, %197 ], [ %116, %118 ]
  %135 = mul i32 %134, 31
  br label %136

136:                                              ; preds = %132, %136
  %137 = phi i32 [ %149, %136 ], [ -1, %132 ]
  %138 = phi i32 [ %140, %136 ], [ %133, %132 ]
  %139 = phi i8* [ %141, %136 ], [ getelementptr inbounds ([256 x i8], [256 x i8]* @buf, i32 0, i32 0), %132 ]
  %140 = add nsw i32 %138, -1
  %141 = getelementptr inbounds i8, i8* %139, i32 1
  %142 = load i8, i8* %139, align 1, !tbaa !15
  %143 = zext i8 %142 to i32
  %144 = and i32 %137, 255
  %145 = xor i32 %144, %143
  %146 = getelementptr inbounds [256 x i32], [256 x i32]* @crc_table, i32 0, i32 %145
  %147 = load i32, i32* %146, align 4, !tbaa !7
  %148 = lshr i32 %137, 8
  %149 = xor i32 %147, %148
  %150 = icmp eq i32 %140, 0
  br i1 %150, label %151, label %136, !llvm.loop !18

151:                                              ; preds = %136
  %152 = xor i32 %149, -1
  %153 = add i32 %135, %152
  %154 = mul i32 %153, 31
  %155 = sub nuw nsw i32 256, %133
  %156 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %155
  br label %162

157:                                              ; preds = %162
  %158 = shl nuw i32 %172, 16
  %159 = or i32 %158, %170
  %160 = add i32 %159, %154
  %161 = mul i32 %160, 31
  br label %175

162:                                              ; preds = %151, %162
  %163 = phi i32 [ %173, %162 ], [ 0, %151 ]
  %164 = phi i32 [ %172, %162 ], [ 0, %151 ]
  %165 = phi i32 [ %170, %162 ], [ 1, %151 ]
  %166 = getelementptr inbounds i8, i8* %156, i32 %163
  %167 = load i8, i8* %166, align 1, !tbaa !15
  %168 = zext i8 %167 to i32
  %169 = add nuw nsw i32 %165, %168
  %170 = urem i32 %169, 65521
  %171 = add nuw nsw i32 %170, %164
  %172 = urem i32 %171, 65521
  %173 = add nuw nsw i32 %163, 1
  %174 = icmp eq i32 %173, %133
  br i1 %174, label %157, label %162, !llvm.loop !20

175:                                              ; preds = %157, %175
  %176 = phi i32 [ %183, %175 ], [ 0, %157 ]
  %177 = phi i32 [ %182, %175 ], [ -2128831035, %157 ]
  %178 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %176
  %179 = load i8, i8* %178, align 1, !tbaa !15
  %180 = zext i8 %179 to i32
  %181 = xor i32 %177, %180
  %182 = mul i32 %181, 16777619
  %183 = add nuw nsw i32 %176, 1
  %184 = icmp eq i32 %183, %133
  br i1 %184, label %185, label %175, !llvm.loop !21

185:                                              ; preds = %175
  %186 = add i32 %182, %161
  br label %187

187:                                              ; preds = %185, %187
  %188 = phi i32 [ %195, %187 ], [ 0, %185 ]
  %189 = phi i64 [ %194, %187 ], [ -3750763034362895579, %185 ]
  %190 = getelementptr inbounds [256 x i8], [256 x i8]* @buf, i32 0, i32 %188
  %191 = load i8, i8* %190, align 1, !tbaa !15
  %192 = zext i8 %191 to i64
  %193 = xor i64 %189, %192
  %194 = mul i64 %193, 1099511628211
  %195 = add nuw nsw i32 %188, 1
  %196 = icmp eq i32 %195, %133
  br i1 %196, label %197, label %187, !llvm.loop !22

197:                                              ; preds = %187
  %198 = trunc i64 %194 to i32
  %199 = lshr i64 %194, 32
  %200 = trunc i64 %199 to i32
  %201 = mul i32 %186, 31
  %202 = add i32 %201, %198
  %203 = add i32 %202, %200
  %204 = add nuw nsw i32 %133, 41
  %205 = icmp ult i32 %133, 216
  br i1 %205, label %132, label %130, !llvm.loop !23
}

declare dso_local void @abort() local_unnamed_addr #1

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
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !12, !13}
!15 = !{!9, !9, i64 0}
!16 = distinct !{!16, !12, !13}
!17 = distinct !{!17, !12, !13}
!18 = distinct !{!18, !12, !13}
!19 = distinct !{!19, !12, !13}
!20 = distinct !{!20, !12, !13}
!21 = distinct !{!21, !12, !13}
!22 = distinct !{!22, !12, !13}
!23 = distinct !{!23, !12, !13}
